/** All keep white initials above 4.5:1. */
const palette = ['#1d4e89', '#1f7a70', '#8a4b08', '#6b3fa0', '#a3303a', '#2f6b2f'];

/** A person's avatar colour, the same on every screen (task detail, collaborative projects). */
export const avatarColor = (personId: number): string => palette[personId % palette.length] ?? palette[0]!;
