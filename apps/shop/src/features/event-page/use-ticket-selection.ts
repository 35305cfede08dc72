import { useCallback, useState } from 'react';
import { emptySelection, type TicketSelection } from './reservation-form.ts';

/** The visitor's choices on the event page; kept whatever the server answers, so nothing is typed twice. */
export function useTicketSelection() {
  const [selection, setSelection] = useState<TicketSelection>(emptySelection);

  const setQuantity = useCallback(
    (categoryId: number, quantity: number) =>
      setSelection((current) => ({ ...current, quantities: { ...current.quantities, [categoryId]: quantity } })),
    [],
  );
  const setSupplementQuantity = useCallback(
    (serviceId: number, quantity: number) =>
      setSelection((current) => ({
        ...current,
        supplementQuantities: { ...current.supplementQuantities, [serviceId]: quantity },
      })),
    [],
  );
  const setAmount = useCallback(
    (serviceId: number, amount: string) =>
      setSelection((current) => ({ ...current, amounts: { ...current.amounts, [serviceId]: amount } })),
    [],
  );

  return { selection, setQuantity, setSupplementQuantity, setAmount };
}
