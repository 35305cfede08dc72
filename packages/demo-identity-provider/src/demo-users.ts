/** The people who can sign in to the demo identity provider; the login page shows their passwords. */
export interface DemoUser {
  /** The `sub` claim: stable, so the shop finds the same account on the next sign-in. */
  subject: string;
  email: string;
  password: string;
  givenName: string;
  familyName: string;
  /** What the back office reads, in alf.io's shape; only staff have it. */
  backOffice?: { roles: string[]; organizations: string[] };
}

/** The claims that carry `backOffice`, each released with the scope of the same name. */
export const demoOrganizerClaims = { roles: 'alfio_roles', organizations: 'alfio_organizations' } as const;

export const demoUsers: readonly DemoUser[] = [
  { subject: 'demo-ada', email: 'ada@demo.test', password: 'ada-demo', givenName: 'Ada', familyName: 'Lovelace' },
  { subject: 'demo-grace', email: 'grace@demo.test', password: 'grace-demo', givenName: 'Grace', familyName: 'Hopper' },
  {
    subject: 'demo-margaret',
    email: 'margaret@demo.test',
    password: 'margaret-demo',
    givenName: 'Margaret',
    familyName: 'Hamilton',
    // A group path as Keycloak writes it: the organization's external id, then the role.
    backOffice: { roles: ['ALFIO_BACKOFFICE'], organizations: ['/alpine-tech/OWNER'] },
  },
];

export function findDemoUser(subject: string): DemoUser | undefined {
  return demoUsers.find((user) => user.subject === subject);
}

/** Case-insensitive on the address, exact on the password. */
export function checkDemoCredentials(email: string, password: string): DemoUser | undefined {
  const address = email.trim().toLowerCase();
  return demoUsers.find((user) => user.email === address && user.password === password);
}
