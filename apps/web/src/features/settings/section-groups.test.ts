import { profiles } from '@contact/domain/profiles';
import { describe, expect, it } from 'vitest';
import { pageSections, readableGroups, sectionBySegment, sectionGroups } from './section-groups';

describe('the settings index', () => {
  it('lists every section with a page in exactly one group', () => {
    const grouped = sectionGroups.flatMap((group) => [...group.keys]);
    expect([...grouped].sort()).toEqual(pageSections.map((section) => section.key).sort());
  });

  it('finds a section by its route segment, the WhatsApp accounts rather than their templates', () => {
    expect(sectionBySegment('sla')?.key).toBe('sla');
    expect(sectionBySegment('whatsapp')?.key).toBe('whatsapp');
    expect(sectionBySegment('nope')).toBeUndefined();
  });

  it('shows operators only what the inbox uses, administrators everything', () => {
    const keysFor = (role: number) => readableGroups(role).flatMap((group) => group.sections.map((s) => s.key));
    expect(keysFor(profiles.operator)).not.toContain('sla');
    expect(keysFor(profiles.operator)).toContain('blocked-word');
    expect(keysFor(profiles.administrator)).toHaveLength(pageSections.length);
  });
});
