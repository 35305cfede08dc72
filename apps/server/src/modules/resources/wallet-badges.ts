/**
 * "Add to wallet" buttons drawn here, after the published badge rules rather than the vendors'
 * artwork: Apple's is black with a thin grey outline, small corner radius, "Add to" over a larger
 * "Apple Wallet" in white beside a wallet mark; Google's is a dark pill with a grey outline,
 * "Add to Google Wallet" on one line in white beside a wallet mark in Google's four colours. The
 * text is real text with system fonts, so it stays sharp at any size; its length is fixed, so a
 * wider fallback font still fits inside the button.
 */

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** About 3.2 : 1, as Apple's badge. */
export function appleWalletBadge(): string {
  const title = 'Add to Apple Wallet';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="50" viewBox="0 0 160 50" role="img" aria-label="${title}">
<title>${escape(title)}</title>
<rect x="0.5" y="0.5" width="159" height="49" rx="8" fill="#000" stroke="#a6a6a6"/>
<g transform="translate(12 11)">
<rect width="28" height="28" rx="6" fill="#1c1c1e"/>
<rect x="4" y="5" width="20" height="4" rx="1.5" fill="#4cb548"/>
<rect x="4" y="8.5" width="20" height="4" rx="1.5" fill="#f8b80e"/>
<rect x="4" y="12" width="20" height="4" rx="1.5" fill="#f26a3e"/>
<rect x="4" y="15.5" width="20" height="4" rx="1.5" fill="#3b9ddb"/>
<path d="M3 18h7.5a3.5 3.5 0 0 0 7 0H25v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z" fill="#d9d9d9"/>
</g>
<g fill="#fff" font-family="-apple-system, 'SF Pro Text', 'Helvetica Neue', Helvetica, Arial, sans-serif">
<text x="50" y="21" font-size="11">Add to</text>
<text x="50" y="39" font-size="17" font-weight="600" textLength="97" lengthAdjust="spacingAndGlyphs">Apple Wallet</text>
</g>
</svg>
`;
}

/** About 3.6 : 1, as Google's badge. */
export function googleWalletBadge(): string {
  const title = 'Add to Google Wallet';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="199" height="55" viewBox="0 0 199 55" role="img" aria-label="${title}">
<title>${escape(title)}</title>
<rect x="0.5" y="0.5" width="198" height="54" rx="27" fill="#1f1f1f" stroke="#747775"/>
<g transform="translate(16 15)">
<rect y="0" width="26" height="10" rx="3" fill="#34a853"/>
<rect y="5" width="26" height="10" rx="3" fill="#fbbc04"/>
<rect y="10" width="26" height="10" rx="3" fill="#ea4335"/>
<rect y="15" width="26" height="10" rx="3" fill="#4285f4"/>
</g>
<text x="54" y="33" textLength="129" lengthAdjust="spacingAndGlyphs" fill="#e3e3e3" font-size="15" font-weight="500" font-family="Roboto, 'Google Sans', 'Helvetica Neue', Arial, sans-serif">Add to Google Wallet</text>
</svg>
`;
}
