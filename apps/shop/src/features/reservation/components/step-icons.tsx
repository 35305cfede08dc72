/**
 * The stepper's pictures, drawn inline so they need no icon font. They are decoration: the text
 * beside each one says what it shows.
 */
const svgProps = {
  width: 16,
  height: 16,
  viewBox: '0 0 16 16',
  'aria-hidden': true,
  focusable: false,
  fill: 'currentColor',
} as const;

export function CheckIcon() {
  return (
    <svg {...svgProps}>
      <path d="M13.5 3.6a1 1 0 0 1 .1 1.4l-6.5 7.5a1 1 0 0 1-1.5.1L2.4 9.4a1 1 0 1 1 1.4-1.4L6.3 10.4l5.8-6.7a1 1 0 0 1 1.4-.1z" />
    </svg>
  );
}

export function MoneyIcon() {
  return (
    <svg {...svgProps}>
      <path d="M1 4a1 1 0 0 1 1-1h12a1 1 0 0 1 1 1v8a1 1 0 0 1-1 1H2a1 1 0 0 1-1-1V4zm2 1v6h10V5H3zm5 1.2a1.8 1.8 0 1 1 0 3.6 1.8 1.8 0 0 1 0-3.6z" />
    </svg>
  );
}

export function FileIcon() {
  return (
    <svg {...svgProps}>
      <path d="M4 1h5.6L13 4.4V14a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V2a1 1 0 0 1 1-1zm1 1.8v10.4h6.2V5.2H8.8V2.8H5zM6 8h4v1.2H6V8zm0 2.4h4v1.2H6v-1.2z" />
    </svg>
  );
}
