/**
 * Fills the protocol benchmark's PostgreSQL database (issue 3): 3 companies, 20 departments,
 * 500 users, 400,000 contacts, 1,000,000 protocols and 10,000,000 messages over channels
 * 1-17, with set-based SQL (INSERT … SELECT generate_series) on the schema the server's
 * migrations create. The database is dropped and made again on every run.
 *
 *   npm run bench:seed-protocols
 *   BENCH_PROTOCOLS=100000 npm run bench:seed-protocols     a smaller data set (10 messages each)
 *
 * Every user's password is `Bench@2026` (one argon2 hash, computed once by the server's code).
 * The list columns of each protocol (customer, last message text/time/direction, unread count,
 * SLA state, owner name, seq) agree with its messages and rows: both come from the same SQL
 * functions below.
 */
import pg from 'pg';
import { openPostgres } from '../apps/server/src/db/client';
import { hashPassword } from '../apps/server/src/platform/auth/passwords';
import { benchDatabaseUrl, benchPassword, databaseName } from './protocols-db';

const protocolCount = Number(process.env.BENCH_PROTOCOLS ?? 1_000_000);
const messagesPerProtocol = 10;
/** Half of the newest 6% of protocols (the last 24 days) are open, 3% in all; the rest are closed. */
const openFrom = Math.floor(protocolCount * 0.94);

const started = performance.now();
const log = (what: string) =>
  console.log(`${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s  ${what}`);

async function freshDatabase(): Promise<string> {
  const url = await benchDatabaseUrl({ create: true });
  const server = new URL(url);
  server.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: server.toString() });
  await admin.connect();
  await admin.query(`drop database if exists ${databaseName} with (force)`);
  await admin.query(`create database ${databaseName}`);
  await admin.end();
  return url;
}

/** Helpers shared by the protocol and message inserts, so list columns match the messages. */
const functions = `
create or replace function bench_company(i int) returns int language sql immutable as
  $$ select case when i % 10 < 5 then 1 when i % 10 < 8 then 2 else 3 end $$;
create or replace function bench_open_kind(i int) returns int language sql immutable as
  $$ select (((i / 20)::bigint * 7919) % 20)::int $$;
-- status/support of protocol i: open ones by kind, older ones closed (a fifth of them by the bot)
create or replace function bench_status(i int, open_from int) returns int language sql immutable as $$
  select case when i <= open_from or (i / 10) % 2 = 1 then 4
    else case when bench_open_kind(i) < 3 then 1 when bench_open_kind(i) < 10 then 2
              when bench_open_kind(i) < 16 then 3 when bench_open_kind(i) < 19 then 2 else 8 end end $$;
create or replace function bench_support(i int, open_from int) returns int language sql immutable as $$
  select case when i <= open_from or (i / 10) % 2 = 1 then (case when (i / 10) % 5 = 0 then 1 else 2 end)
    else (case when bench_open_kind(i) between 16 and 18 then 1 else 2 end) end $$;
create or replace function bench_message_text(pid int, k int) returns text language sql immutable as $$
  select (array['Olá, bom dia! Preciso de ajuda com meu pedido',
                'Claro, pode me informar o número do pedido?',
                'O pedido chegou com um item faltando',
                'Sinto muito pelo transtorno, vou verificar agora mesmo',
                'Gostaria de saber o prazo de entrega',
                'A segunda via do boleto já foi enviada para o seu e-mail',
                'Obrigado pelo retorno, aguardo',
                'Posso ajudar em algo mais?'])[1 + (pid + k) % 8] || ' (' || k || ')' $$;
create or replace function bench_message_in(status int, k int) returns boolean language sql immutable as $$
  select case when k = ${messagesPerProtocol} and status in (1, 3) then true else k % 2 = 1 end $$;
`;

async function main() {
  const url = await freshDatabase();
  log(`database ${new URL(url).pathname.slice(1)} on ${new URL(url).host}`);
  const handle = await openPostgres(url);
  await handle.migrate();
  await handle.close();
  log('migrations applied');

  const passwordHash = await hashPassword(benchPassword);
  // Bulk load: no FK triggers (the data is consistent by construction), secondary indexes built afterwards.
  const pool = new pg.Pool({
    connectionString: url,
    max: 2,
    options:
      '-c session_replication_role=replica -c work_mem=256MB -c maintenance_work_mem=1GB -c synchronous_commit=off',
  });
  const sql = (text: string, values: unknown[] = []) => pool.query(text, values);
  await sql(functions);

  const { rows: indexes } = await sql(`
    select indexname, indexdef from pg_indexes
    where tablename in ('protocols', 'messages', 'contacts', 'protocol_customers')
      and indexname not in (select conname from pg_constraint)`);
  for (const index of indexes) await sql(`drop index ${index.indexname}`);

  // Companies, departments (8 + 6 + 6), users (250 + 150 + 100: 1 administrator, 10% supervisors, operators).
  await sql(`
    insert into companies (id, name) values (1, 'Bench Varejo'), (2, 'Bench Telecom'), (3, 'Bench Saúde');
    insert into departments (id, company_id, name, workflow_order)
      select d, c, 'Departamento ' || d, d
      from generate_series(1, 20) d, lateral (select case when d <= 8 then 1 when d <= 14 then 2 else 3 end c) x`);
  await sql(
    `
    insert into users (id, company_id, name, email, password_hash, profile)
      select u, c, 'Agente ' || u, 'agente' || u || '@bench.local', $1,
        case when u - first = 0 then 99 when u - first <= count / 10 then 7 else 1 end
      from generate_series(1, 500) u,
        lateral (select case when u <= 250 then 1 when u <= 400 then 2 else 3 end c) x,
        lateral (select case c when 1 then 1 when 2 then 251 else 401 end first,
                        case c when 1 then 250 when 2 then 150 else 100 end count) y`,
    [passwordHash],
  );
  await sql(`
    -- operators in one department of their company, supervisors and administrators in all of them
    insert into user_departments (company_id, user_id, department_id)
      select u.company_id, u.id, d.id from users u
      join departments d on d.company_id = u.company_id
      where u.profile <> 1 or d.id = (select min(id) from departments where company_id = u.company_id)
        + u.id % (select count(*) from departments where company_id = u.company_id);
    insert into company_sequences (company_id, value) values (1, 0), (2, 0), (3, 0);
    select setval('companies_id_seq', 3); select setval('departments_id_seq', 20); select setval('users_id_seq', 500);
  `);
  await sql(`
    create table bench_departments as
      select company_id, id department_id, (row_number() over (partition by company_id order by id) - 1)::int idx,
        count(*) over (partition by company_id)::int departments
      from departments;
    create table bench_operators as
      select ud.department_id, (row_number() over (partition by ud.department_id order by u.id) - 1)::int k,
        count(*) over (partition by ud.department_id)::int operators, u.id user_id, u.name
      from users u join user_departments ud on ud.user_id = u.id where u.profile = 1;
    create index on bench_departments (company_id, idx);
    create index on bench_operators (department_id, k);
  `);
  log('3 companies, 20 departments, 500 users');

  const contactCount = Math.max(100, Math.floor(protocolCount * 0.04) * 10);
  await sql(
    `
    insert into contacts (id, company_id, name, phone, email, created_at, updated_at)
      select k, bench_company(k),
        (array['Ana','Bruno','Carla','Daniel','Eduarda','Felipe','Gabriela','Henrique','Isabela','João',
               'Karina','Lucas','Mariana','Nicolas','Olívia','Pedro','Quésia','Rafael','Sofia','Tiago',
               'Ursula','Vinícius','Wesley','Yasmin','Zeca','Aline','Bianca','Caio','Débora','Enzo'])[1 + k % 30]
          || ' ' || (array['Silva','Santos','Oliveira','Souza','Rodrigues','Ferreira','Alves','Pereira','Lima',
               'Gomes','Costa','Ribeiro','Martins','Carvalho','Almeida','Lopes','Soares','Fernandes','Vieira',
               'Barbosa','Rocha','Dias','Nascimento','Andrade','Moreira','Nunes','Marques','Machado','Mendes',
               'Freitas','Cardoso','Ramos','Gonçalves','Santana','Teixeira','Araújo','Pinto','Correia','Batista',
               'Cavalcanti'])[1 + (k / 30) % 40],
        '55119' || lpad((k * 7)::text, 8, '0'),
        case when k % 3 = 0 then 'cliente' || k || '@exemplo.com.br' end,
        now() - interval '400 days', now() - interval '400 days'
      from generate_series(1, $1::int) k`,
    [contactCount],
  );
  await sql(`select setval('contacts_id_seq', $1)`, [contactCount]);
  log(`${contactCount.toLocaleString('en')} contacts`);

  // Protocols: id order is creation order over the last 400 days; the contact is one of the
  // company's (contact ids share the company split); 10 messages 2 minutes apart each.
  const insertProtocols = (from: number, to: number) =>
    sql(
      `insert into protocols (id, company_id, number, channel_id, department_id, user_id, user_name, status, support,
        tab_status, contact_id, customer_name, phone, subject, search_text, origin, sla_state, sla_started_at, sla_due_at,
        last_message_text, last_message_at, last_message_direction, unread_count, queued_at, assigned_at, closed_at,
        last_activity_at, seq, created_at, updated_at)
      select g.i, g.c, to_char(g.created at time zone 'America/Sao_Paulo', 'YYYYMMDD') || lpad((g.i % 1000000)::text, 6, '0'),
        1 + (g.i / 3) % 17, d.department_id, o.user_id, o.name, g.status, g.support,
        case when g.status = 4 and g.support = 2 then 2 else 1 end,
        ct.id, ct.name, ct.phone, g.subject,
        ' ' || search_normal(ct.name) || ' | ' || coalesce(search_normal(g.subject), ''),
        'inbound',
        case when g.status in (4, 8) or g.support = 1 then 'sem_sla'
             else (array['sem_sla','em_dia','ira_atrasar','atrasado'])[1 + g.i % 4] end,
        case when g.status not in (4, 8) and g.support = 2 and g.i % 4 > 0 then g.created end,
        case when g.status not in (4, 8) and g.support = 2 and g.i % 4 > 0 then g.created + interval '1 hour' end,
        bench_message_text(g.i, ${messagesPerProtocol}), g.created + interval '${2 * messagesPerProtocol} minutes',
        case when bench_message_in(g.status, ${messagesPerProtocol}) then 'in' else 'out' end,
        case when g.status in (1, 3) then 2 else 0 end,
        case when g.support = 2 then g.created end,
        case when o.user_id is not null then g.created + interval '3 minutes' end,
        case when g.status = 4 then g.created + interval '${2 * messagesPerProtocol + 5} minutes' end,
        g.created + interval '${2 * messagesPerProtocol + 5} minutes', g.i, g.created,
        g.created + interval '${2 * messagesPerProtocol + 5} minutes'
      from (
        select i, bench_company(i) c, bench_status(i, $3) status, bench_support(i, $3) support,
          case when i % 4 = 0 then 'Pedido ' || (i * 13 % 100000) end subject,
          now() - interval '1 hour' - (($4::int - i) * interval '400 days' / $4::int) created
        from generate_series($1::int, $2::int) i
      ) g
      join bench_departments d on d.company_id = g.c and d.idx = (g.i / 10) % d.departments
      left join bench_operators o on g.support = 2 and g.status <> 1 and o.department_id = d.department_id
        and o.k = ((g.i::bigint * 2654435761) >> 12) % o.operators
      -- a contact of the same company: contact ids and protocol ids share their last digit
      join contacts ct on ct.id = ((g.i::bigint * 7919) % ($5::int / 10 - 1) + 1) * 10 + g.i % 10`,
      [from, to, openFrom, protocolCount, contactCount],
    );
  await Promise.all([insertProtocols(1, protocolCount / 2), insertProtocols(protocolCount / 2 + 1, protocolCount)]);
  await sql(`select setval('protocols_id_seq', $1)`, [protocolCount]);
  await sql(
    `insert into protocol_customers (protocol_id, contact_id, position) select id, contact_id, 0 from protocols`,
  );
  await sql(`
    update company_sequences s set value = m.seq from (select company_id, max(seq) seq from protocols group by 1) m
    where m.company_id = s.company_id`);
  log(`${protocolCount.toLocaleString('en')} protocols`);

  // Messages, 10 per protocol, in two halves on the two cores.
  const insertMessages = (from: number, to: number) =>
    sql(
      `insert into messages (company_id, protocol_id, direction, author, user_id, user_name, text, status, created_at)
      select p.company_id, p.id, case when bench_message_in(p.status, k) then 'in' else 'out' end,
        case when bench_message_in(p.status, k) then 'customer' when p.support = 1 or p.user_id is null then 'bot' else 'agent' end,
        case when not bench_message_in(p.status, k) and p.support = 2 then p.user_id end,
        case when not bench_message_in(p.status, k) and p.support = 2 then p.user_name end,
        bench_message_text(p.id, k),
        case when bench_message_in(p.status, k) then 'received' else 'read' end,
        p.created_at + k * interval '2 minutes'
      from protocols p, generate_series(1, ${messagesPerProtocol}) k
      where p.id between $1 and $2
      order by p.id, k`,
      [from, to],
    );
  const step = Math.ceil(protocolCount / 8);
  const chunks = Array.from({ length: 8 }, (_, n) => [n * step + 1, Math.min(protocolCount, (n + 1) * step)] as const);
  // Two workers take chunks in order, so ids stay roughly in protocol order.
  await Promise.all(
    [0, 1].map(async (worker) => {
      for (let n = worker; n < chunks.length; n += 2) {
        const [from, to] = chunks[n]!;
        await insertMessages(from, to);
      }
    }),
  );
  log(`${(protocolCount * messagesPerProtocol).toLocaleString('en')} messages`);

  // The search keys of names, subjects and phones, with a closed protocol's last activity, which
  // the triggers of migrations 0018 and 0019 write (they do not fire here), two parts at a time;
  // the keys' primary key is built after them.
  await sql('alter table protocol_search_keys drop constraint protocol_search_keys_company_id_key_protocol_id_pk');
  await Promise.all(
    ['search_keys(p.search_text)', 'search_phone_keys(p.phone)'].map((keys) =>
      sql(`insert into protocol_search_keys (company_id, key, protocol_id, closed_activity_at)
        select p.company_id, k, p.id, search_closed_activity(p.status, p.last_activity_at)
        from protocols p, lateral ${keys} k`),
    ),
  );
  await sql(`alter table protocol_search_keys
    add constraint protocol_search_keys_company_id_key_protocol_id_pk
    primary key (company_id, key, protocol_id) include (closed_activity_at)`);
  log('search texts');
  // The indexes the migrations made, built again now that the rows are in, two at a time.
  const queue = [...indexes].sort(
    (a, b) => (a.indexdef.includes(' messages ') ? -1 : 1) - (b.indexdef.includes(' messages ') ? -1 : 1),
  );
  await Promise.all(
    [0, 1].map(async () => {
      for (let index = queue.shift(); index; index = queue.shift()) await sql(index.indexdef);
    }),
  );
  log(`${indexes.length} indexes rebuilt`);
  // The monthly totals of the counts, which migration 0011's trigger keeps (it does not fire here).
  await sql(`
    insert into protocol_monthly_counts (company_id, month, department_id, channel_id, support, status, count)
    select company_id, date_trunc('month', created_at at time zone 'America/Sao_Paulo')::date, department_id,
      channel_id, support, status, count(*)
    from protocols group by 1, 2, 3, 4, 5, 6`);
  log('monthly counts');
  await sql('drop table bench_departments; drop table bench_operators');
  await Promise.all([sql('vacuum analyze protocols'), sql('vacuum analyze messages, protocol_search_keys')]);
  await sql('vacuum analyze');
  log('vacuum analyze');
  await pool.end();
  console.log(
    `seeded in ${((performance.now() - started) / 1000).toFixed(0)} s; password of every user: ${benchPassword}`,
  );
}

await main();
