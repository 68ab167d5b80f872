import { profiles, type ProfileId } from '@contact/domain/profiles';
import { count } from 'drizzle-orm';
import { hashPassword } from '../platform/auth/passwords';
import type { Database } from './client';
import { companies, departments, userDepartments, users } from './schema';
import { seedDemoSettings } from './seed-settings';

export const demoPassword = 'Demo@2026';

type DemoUser = { name: string; email: string; profile: ProfileId; departments: string[] };
type DemoCompany = {
  name: string;
  departments: { name: string; color: string }[];
  users: DemoUser[];
  /** Seed breaks, tabulations, SLAs and the rest of the settings too. */
  demoSettings?: boolean;
};

const everyDepartment = ['Atendimento', 'Financeiro', 'Suporte Técnico'];

export const demoCompanies: DemoCompany[] = [
  {
    name: 'Demo Atendimento',
    demoSettings: true,
    departments: [
      { name: 'Atendimento', color: '#1c7ed6' },
      { name: 'Financeiro', color: '#2f9e44' },
      { name: 'Suporte Técnico', color: '#e8590c' },
    ],
    users: [
      {
        name: 'Ana Administradora',
        email: 'admin@demo.com.br',
        profile: profiles.administrator,
        departments: everyDepartment,
      },
      {
        name: 'Sérgio Supervisor',
        email: 'supervisor@demo.com.br',
        profile: profiles.supervisor,
        departments: everyDepartment,
      },
      {
        name: 'Mônica Monitora',
        email: 'monitor@demo.com.br',
        profile: profiles.monitor,
        departments: everyDepartment,
      },
      {
        name: 'Márcia Marketing',
        email: 'marketing@demo.com.br',
        profile: profiles.marketing,
        departments: ['Atendimento'],
      },
      {
        name: 'Daniel Dashboard',
        email: 'dashboard@demo.com.br',
        profile: profiles.dashboard,
        departments: everyDepartment,
      },
      {
        name: 'Bruna Backoffice',
        email: 'backoffice@demo.com.br',
        profile: profiles.backoffice,
        departments: ['Financeiro'],
      },
      {
        name: 'Otávio Operador',
        email: 'operador1@demo.com.br',
        profile: profiles.operator,
        departments: ['Atendimento'],
      },
      {
        name: 'Olívia Operadora',
        email: 'operador2@demo.com.br',
        profile: profiles.operator,
        departments: ['Atendimento', 'Financeiro'],
      },
      {
        name: 'Nelson Operador N2',
        email: 'operadorn2@demo.com.br',
        profile: profiles.operatorN2,
        departments: ['Suporte Técnico'],
      },
    ],
  },
  {
    name: 'Outra Empresa',
    departments: [{ name: 'Comercial', color: '#7048e8' }],
    users: [
      {
        name: 'Otto Administrador',
        email: 'admin@outra.com.br',
        profile: profiles.administrator,
        departments: ['Comercial'],
      },
    ],
  },
];

export async function hasAnyCompany(db: Database): Promise<boolean> {
  const [row] = await db.select({ total: count() }).from(companies);
  return (row?.total ?? 0) > 0;
}

async function createCompany(db: Database, company: DemoCompany, passwordHash: string): Promise<number> {
  return db.transaction(async (tx) => {
    const [created] = await tx.insert(companies).values({ name: company.name }).returning({ id: companies.id });
    if (!created) throw new Error('company not created');
    const departmentRows = await tx
      .insert(departments)
      .values(
        company.departments.map((department, index) => ({
          ...department,
          companyId: created.id,
          workflowOrder: index,
        })),
      )
      .returning({ id: departments.id, name: departments.name });
    const departmentId = new Map(departmentRows.map((row) => [row.name, row.id]));
    for (const user of company.users) {
      const [row] = await tx
        .insert(users)
        .values({ companyId: created.id, name: user.name, email: user.email, profile: user.profile, passwordHash })
        .returning({ id: users.id });
      if (!row) throw new Error('user not created');
      await tx.insert(userDepartments).values(
        user.departments.map((name) => ({
          companyId: created.id,
          userId: row.id,
          departmentId: departmentId.get(name) ?? 0,
        })),
      );
    }
    return created.id;
  });
}

/** Creates the demo companies once, on an empty database. Returns false when data already existed. */
export async function seedDemo(db: Database): Promise<boolean> {
  if (await hasAnyCompany(db)) return false;
  const passwordHash = await hashPassword(demoPassword);
  for (const company of demoCompanies) {
    const companyId = await createCompany(db, company, passwordHash);
    if (company.demoSettings) await seedDemoSettings(db, companyId);
  }
  return true;
}

/** A production start on an empty database creates only the first administrator, from configuration. */
export async function createFirstAdministrator(
  db: Database,
  administrator: { email: string; password: string; company: string },
): Promise<boolean> {
  if (await hasAnyCompany(db)) return false;
  await createCompany(
    db,
    {
      name: administrator.company,
      departments: [{ name: 'Atendimento', color: '#1c7ed6' }],
      users: [
        {
          name: 'Administrador',
          email: administrator.email,
          profile: profiles.administrator,
          departments: ['Atendimento'],
        },
      ],
    },
    await hashPassword(administrator.password),
  );
  return true;
}
