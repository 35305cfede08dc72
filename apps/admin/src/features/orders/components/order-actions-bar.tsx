import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n.tsx';
import type { MessageKey } from '../../../messages/index.ts';
import { orderCommands, type OrderOverview } from '../api.ts';
import type { OrderAction } from '../order-actions.ts';
import { orderFailure } from '../order-failure.ts';
import { buyerName, useMoney } from '../order-format.ts';
import {
  AttendeeDialog,
  CancelDialog,
  ConfirmTransferDialog,
  RefundDialog,
  SimpleChangeDialog,
  type AttendeeValues,
} from './order-action-dialogs.tsx';

type Open = { action: Exclude<OrderAction, 'change-attendee'> } | { action: 'change-attendee'; ticketUuid: string };

/** A change the organizer asked for and what it said once done. */
export function useOrderChange(slug: string, order: OrderOverview) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<Open | null>(null);
  const [done, setDone] = useState<MessageKey | null>(null);
  const mutation = useMutation({
    mutationFn: (run: () => Promise<unknown>) => run(),
    onSuccess: async () => {
      const action = open?.action;
      setOpen(null);
      if (action) setDone(`orders.done.${action}`);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['eventOrder', slug, order.id] }),
        queryClient.invalidateQueries({ queryKey: ['eventOrders'] }),
      ]);
    },
  });
  return {
    open,
    done,
    start: (next: Open) => {
      mutation.reset();
      setDone(null);
      setOpen(next);
    },
    close: () => setOpen(null),
    run: (call: () => Promise<unknown>) => mutation.mutate(call),
    pending: mutation.isPending,
    failure: mutation.error ? orderFailure(mutation.error) : null,
  };
}

export type OrderChange = ReturnType<typeof useOrderChange>;

const BUTTONS = {
  'confirm-transfer': 'orders.action.confirm-transfer',
  'confirm-on-site': 'orders.action.confirm-on-site',
  resend: 'orders.action.resend',
  refund: 'orders.action.refund',
  cancel: 'orders.action.cancel',
} as const satisfies Record<Exclude<OrderAction, 'change-attendee'>, MessageKey>;

/** The order's actions the organizer's role and the order's status allow, each behind its confirmation. */
export function OrderActionsBar({
  slug,
  order,
  actions,
  change,
}: {
  slug: string;
  order: OrderOverview;
  actions: readonly OrderAction[];
  change: OrderChange;
}) {
  const { t } = useTranslation();
  const money = useMoney(order.currency);
  const buttons = actions.filter((action) => action !== 'change-attendee');
  const common = {
    order,
    pending: change.pending,
    error: change.failure ? t(change.failure) : null,
    onClose: change.close,
  };
  const ticket =
    change.open?.action === 'change-attendee'
      ? order.tickets.find((candidate) => candidate.uuid === (change.open as { ticketUuid: string }).ticketUuid)
      : undefined;
  return (
    <>
      <div role="status" className="mb-2">
        {change.done && <div className="alert alert-success mb-0">{t(change.done)}</div>}
      </div>
      {buttons.length > 0 && (
        <div className="d-flex flex-wrap gap-2 mb-4" role="group" aria-label={t('orders.actions')}>
          {buttons.map((action) => (
            <button
              key={action}
              type="button"
              className={`btn ${action === 'cancel' || action === 'refund' ? 'btn-outline-danger' : 'btn-outline-primary'}`}
              onClick={() => change.start({ action })}
            >
              {t(BUTTONS[action])}
            </button>
          ))}
        </div>
      )}
      {change.open?.action === 'confirm-transfer' && (
        <ConfirmTransferDialog
          {...common}
          onConfirm={(reference) => change.run(() => orderCommands.confirmTransfer(order, reference))}
        />
      )}
      {change.open?.action === 'resend' && (
        <SimpleChangeDialog
          {...common}
          title={t('orders.resend.title')}
          text={t('orders.resend.text', [order.email ?? ''])}
          confirmLabel={t('orders.resend.confirm')}
          onConfirm={() => change.run(() => orderCommands.resend(slug, order))}
        />
      )}
      {change.open?.action === 'confirm-on-site' && (
        <SimpleChangeDialog
          {...common}
          title={t('orders.on-site.title')}
          text={t('orders.on-site.text', [money(order.finalPriceCents), buyerName(order)])}
          confirmLabel={t('orders.on-site.confirm')}
          onConfirm={() => change.run(() => orderCommands.confirmOnSite(slug, order))}
        />
      )}
      {change.open?.action === 'cancel' && (
        <CancelDialog {...common} onConfirm={(refund) => change.run(() => orderCommands.cancel(slug, order, refund))} />
      )}
      {change.open?.action === 'refund' && (
        <RefundDialog {...common} onConfirm={(amount) => change.run(() => orderCommands.refund(slug, order, amount))} />
      )}
      {ticket && (
        <AttendeeDialog
          {...common}
          ticket={ticket}
          onConfirm={(values: AttendeeValues) =>
            change.run(() => orderCommands.changeAttendee(slug, order, ticket.uuid, values))
          }
        />
      )}
    </>
  );
}
