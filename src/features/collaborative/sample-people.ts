/**
 * Names for the built-in collaborative sample data (SPEC §2: sample data, not server data). The sample
 * projects refer to users and groups by id; these tables name them, matching the demo seed's ids.
 */
export const sampleGroups: Record<number, { name: string; memberIds: number[] }> = {
  1: { name: 'Digitale Beratung & Teilhabe', memberIds: [1, 2, 3, 4, 6] },
  2: { name: 'Pflege & Organisation', memberIds: [2, 5, 7, 8] },
  3: { name: 'Kinder- und Jugendhilfe digital', memberIds: [4, 6, 9] },
};

export const samplePeople: Record<number, string> = {
  1: 'Anna Admin',
  2: 'Nina Nutzer',
  3: 'Thomas Becker',
  4: 'Sabine Krüger',
  5: 'Mehmet Yılmaz',
  6: 'Julia Hoffmann',
  7: 'Lukas Schmidt',
  8: 'Katharina Wagner',
  9: 'Peter Neumann',
};

export function groupName(groupId: number): string {
  return sampleGroups[groupId]?.name ?? `Projektgruppe ${groupId}`;
}

export function personName(userId: number): string {
  return samplePeople[userId] ?? `Mitglied ${userId}`;
}

/** Up to two initials: 'Nina Nutzer' → 'NN'. */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '?';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}
