import type { AdditionalService } from '@shop/contract';
import { useId } from 'react';
import { supplementBound } from '../bounds.ts';
import type { TicketSelection } from '../reservation-form.ts';
import { AdditionalServiceItem } from './additional-service-item.tsx';

interface AdditionalServicesProps {
  heading: string;
  services: readonly AdditionalService[];
  currency: string;
  /** Tickets chosen so far: per-ticket supplements are bounded by it. */
  selectedTickets: number;
  selection: TicketSelection;
  invalidAmounts: readonly number[];
  onQuantity: (serviceId: number, quantity: number) => void;
  onAmount: (serviceId: number, text: string) => void;
}

/** The supplements, or the donations, of the event under their heading. */
export function AdditionalServices({
  heading,
  services,
  currency,
  selectedTickets,
  selection,
  invalidAmounts,
  onQuantity,
  onAmount,
}: AdditionalServicesProps) {
  const headingId = useId();
  if (services.length === 0) return null;
  return (
    <section className="shop-additional-services" aria-labelledby={headingId}>
      <h3 id={headingId} className="h5">
        {heading}
      </h3>
      <ul className="shop-item-list">
        {services.map((service) => (
          <AdditionalServiceItem
            key={service.id}
            service={service}
            bound={supplementBound(service, selectedTickets)}
            currency={currency}
            quantity={selection.supplementQuantities[service.id] ?? 0}
            amount={selection.amounts[service.id] ?? ''}
            invalidAmount={invalidAmounts.includes(service.id)}
            onQuantity={(quantity) => onQuantity(service.id, quantity)}
            onAmount={(text) => onAmount(service.id, text)}
          />
        ))}
      </ul>
    </section>
  );
}
