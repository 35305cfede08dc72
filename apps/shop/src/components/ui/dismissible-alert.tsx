import { useId, type ReactNode } from 'react';

type Variant = 'info' | 'warning' | 'danger';

interface DismissibleAlertProps {
  variant: Variant;
  /** Accessible name of the close button; without it (or `onDismiss`) the alert stays. */
  dismissLabel?: string;
  onDismiss?: () => void;
  children: ReactNode;
}

/** A notice in the banner area; its close button is described by the notice it closes. */
export function DismissibleAlert({ variant, dismissLabel, onDismiss, children }: DismissibleAlertProps) {
  const contentId = useId();
  const dismissible = dismissLabel !== undefined && onDismiss !== undefined;
  return (
    <div className={`alert alert-${variant} shop-banner${dismissible ? ' alert-dismissible' : ''}`}>
      <div id={contentId}>{children}</div>
      {dismissible ? (
        <button
          type="button"
          className="btn-close"
          aria-label={dismissLabel}
          aria-describedby={contentId}
          onClick={onDismiss}
        />
      ) : null}
    </div>
  );
}
