/** A busy indicator; `label` is read by screen readers, the animation is hidden from them. */
export function Spinner({ label, small = false }: { label?: string; small?: boolean }) {
  return (
    <span role="status" className="shop-spinner">
      <span className={small ? 'spinner-border spinner-border-sm' : 'spinner-border'} aria-hidden="true" />
      {label ? <span className="visually-hidden">{label}</span> : null}
    </span>
  );
}
