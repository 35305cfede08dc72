import type { DemoUser } from './demo-users.ts';

/**
 * The provider's own pages: plain HTML forms with labelled fields, a language, a title naming the
 * step and errors tied to the form, so they can be used with a keyboard and a screen reader.
 */
const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const style = `body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#1a1a1a}
label{display:block;margin-top:1rem;font-weight:600}input{display:block;width:100%;padding:.5rem;font-size:1rem;box-sizing:border-box}
button{margin-top:1.25rem;padding:.6rem 1.2rem;font-size:1rem}[role=alert]{color:#a00000;font-weight:600}
table{border-collapse:collapse;margin-top:.5rem}th,td{border:1px solid #888;padding:.25rem .5rem;text-align:left}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${style}</style></head><body><main>${body}</main></body></html>`;
}

export function loginPage(
  action: string,
  users: readonly DemoUser[],
  options: { clientName: string; email?: string; failed?: boolean },
): string {
  const rows = users
    .map((user) => `<tr><td>${escapeHtml(user.email)}</td><td><code>${escapeHtml(user.password)}</code></td></tr>`)
    .join('');
  const error = options.failed
    ? '<p role="alert" id="login-error">That e-mail address and password do not match a demo user.</p>'
    : '';
  const describedBy = options.failed ? ' aria-describedby="login-error" aria-invalid="true"' : '';
  return page(
    'Sign in – demo identity provider',
    `<h1>Sign in to ${escapeHtml(options.clientName)}</h1>
<p>This is a demo identity provider. Sign in as one of its demo users:</p>
<table><caption>Demo users</caption><thead><tr><th scope="col">E-mail</th><th scope="col">Password</th></tr></thead><tbody>${rows}</tbody></table>
${error}
<form method="post" action="${escapeHtml(action)}" novalidate>
<label for="email">E-mail</label><input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(options.email ?? '')}"${describedBy}>
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required${describedBy}>
<button type="submit">Sign in</button>
</form>`,
  );
}

/** Confirmation of a sign-out the shop asked for; `form` is the provider's hidden form to submit. */
export function logoutPage(form: string): string {
  return page(
    'Sign out – demo identity provider',
    `<h1>Sign out</h1>${form}<p>Do you want to sign out of the demo identity provider too?</p>
<button type="submit" form="op.logoutForm" value="yes" name="logout">Yes, sign out</button>
<button type="submit" form="op.logoutForm">No, stay signed in</button>`,
  );
}

export function messagePage(title: string, message: string): string {
  return page(`${title} – demo identity provider`, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>`);
}
