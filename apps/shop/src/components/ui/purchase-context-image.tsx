import { browserPaths, buildPath } from '@shop/contract/routes';

interface PurchaseContextImageProps {
  /** Digest of the stored image; empty when the context has none. */
  fileBlobId: string;
  /** Images above the fold load at once; the rest when scrolled near. */
  eager?: boolean;
  className?: string;
}

/**
 * The image of an event or subscription in a box of fixed height, so nothing moves when it
 * arrives. It is decoration next to the title it illustrates, hence the empty `alt`.
 */
export function PurchaseContextImage({ fileBlobId, eager = false, className }: PurchaseContextImageProps) {
  return (
    <div className={className ? `shop-context-image ${className}` : 'shop-context-image'}>
      {fileBlobId ? (
        <img
          src={buildPath(browserPaths.file, { digest: fileBlobId })}
          alt=""
          width={160}
          height={96}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      ) : null}
    </div>
  );
}
