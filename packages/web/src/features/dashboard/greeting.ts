/** 01-patient-area.md §2: the first name, else the part of the e-mail before the @, else 'there'. */
export function greetingName(user: { firstName: string; email: string } | null): string {
  const first = user?.firstName.trim();
  if (first) return first;
  const local = user?.email.split('@')[0];
  return local ? local : 'there';
}
