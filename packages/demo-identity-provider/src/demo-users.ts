/** The people who can sign in to the demo identity provider; the login page shows their passwords. */
export interface DemoUser {
  /** The `sub` claim: stable, so the shop finds the same account on the next sign-in. */
  subject: string;
  email: string;
  password: string;
  givenName: string;
  familyName: string;
}

export const demoUsers: readonly DemoUser[] = [
  { subject: 'demo-ada', email: 'ada@demo.test', password: 'ada-demo', givenName: 'Ada', familyName: 'Lovelace' },
  { subject: 'demo-grace', email: 'grace@demo.test', password: 'grace-demo', givenName: 'Grace', familyName: 'Hopper' },
];

export function findDemoUser(subject: string): DemoUser | undefined {
  return demoUsers.find((user) => user.subject === subject);
}

/** Case-insensitive on the address, exact on the password. */
export function checkDemoCredentials(email: string, password: string): DemoUser | undefined {
  const address = email.trim().toLowerCase();
  return demoUsers.find((user) => user.email === address && user.password === password);
}
