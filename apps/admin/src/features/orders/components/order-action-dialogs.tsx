import { valibotResolver } from '@hookform/resolvers/valibot';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { useTranslation } from '../../../lib/i18n.tsx';
import type { MessageKey } from '../../../messages/index.ts';
import type { OrderOverview } from '../api.ts';
import { majorUnits, parseAmount } from '../order-actions.ts';
import { buyerName, useMoney } from '../order-format.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';

/** What every dialog of an order's change is given by the bar that opens it. */
export interface ChangeDialogProps {
  order: OrderOverview;
  pending: boolean;
  error: string | null;
  onClose: () => void;
}

export function ConfirmTransferDialog({
  onConfirm,
  ...props
}: ChangeDialogProps & { onConfirm: (reference: string) => void }) {
  const { t } = useTranslation();
  const money = useMoney(props.order.currency);
  const id = useId();
  const [reference, setReference] = useState('');
  return (
    <ConfirmDialog
      {...props}
      title={t('orders.confirm-transfer.title')}
      confirmLabel={t('orders.confirm-transfer.confirm')}
      onConfirm={() => onConfirm(reference.trim())}
    >
      <p>{t('orders.confirm-transfer.text', [money(props.order.finalPriceCents), buyerName(props.order)])}</p>
      <label className="form-label" htmlFor={`${id}-reference`}>
        {t('orders.confirm-transfer.reference')}
      </label>
      <input
        id={`${id}-reference`}
        className="form-control"
        value={reference}
        maxLength={255}
        onChange={(event) => setReference(event.target.value)}
      />
    </ConfirmDialog>
  );
}

export function SimpleChangeDialog({
  title,
  text,
  confirmLabel,
  onConfirm,
  ...props
}: ChangeDialogProps & { title: string; text: string; confirmLabel: string; onConfirm: () => void }) {
  return (
    <ConfirmDialog {...props} title={title} confirmLabel={confirmLabel} onConfirm={onConfirm}>
      <p className="mb-0">{text}</p>
    </ConfirmDialog>
  );
}

export function CancelDialog({ onConfirm, ...props }: ChangeDialogProps & { onConfirm: (refund: boolean) => void }) {
  const { t } = useTranslation();
  const money = useMoney(props.order.currency);
  const id = useId();
  const refundable = props.order.refundableCents > 0;
  const [refund, setRefund] = useState(refundable);
  return (
    <ConfirmDialog
      {...props}
      danger
      title={t('orders.cancel.title')}
      confirmLabel={t('orders.cancel.confirm')}
      onConfirm={() => onConfirm(refundable && refund)}
    >
      <p>{t('orders.cancel.text')}</p>
      {refundable && (
        <div className="form-check">
          <input
            id={`${id}-refund`}
            type="checkbox"
            className="form-check-input"
            checked={refund}
            onChange={(event) => setRefund(event.target.checked)}
          />
          <label className="form-check-label" htmlFor={`${id}-refund`}>
            {t('orders.cancel.refund', [money(props.order.refundableCents)])}
          </label>
        </div>
      )}
    </ConfirmDialog>
  );
}

export function RefundDialog({ onConfirm, ...props }: ChangeDialogProps & { onConfirm: (amount: string) => void }) {
  const { t } = useTranslation();
  const { order } = props;
  const money = useMoney(order.currency);
  const id = useId();
  const [amount, setAmount] = useState(majorUnits(order.refundableCents, order.currency));
  const [problem, setProblem] = useState<MessageKey | null>(null);
  const confirm = () => {
    const cents = parseAmount(amount, order.currency);
    if (cents === null) return setProblem('orders.refund.amount-invalid');
    if (cents > order.refundableCents) return setProblem('orders.refund.amount-too-high');
    setProblem(null);
    onConfirm(majorUnits(cents, order.currency));
  };
  return (
    <ConfirmDialog
      {...props}
      danger
      title={t('orders.refund.title')}
      confirmLabel={t('orders.refund.confirm')}
      onConfirm={confirm}
    >
      <p>{t('orders.refund.text', [money(order.refundableCents), t(`payment.${order.paymentProxy ?? 'NONE'}`)])}</p>
      <label className="form-label" htmlFor={`${id}-amount`}>
        {t('orders.refund.amount', [order.currency ?? ''])}
      </label>
      <input
        id={`${id}-amount`}
        className={`form-control${problem ? ' is-invalid' : ''}`}
        inputMode="decimal"
        value={amount}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-amount-error` : undefined}
        onChange={(event) => setAmount(event.target.value)}
      />
      {problem && (
        <div id={`${id}-amount-error`} className="invalid-feedback d-block">
          {t(problem, [money(order.refundableCents)])}
        </div>
      )}
    </ConfirmDialog>
  );
}

const attendeeSchema = v.object({
  firstName: v.pipe(v.string(), v.trim(), v.nonEmpty('orders.attendee.first-name-required' satisfies MessageKey)),
  lastName: v.pipe(v.string(), v.trim(), v.nonEmpty('orders.attendee.last-name-required' satisfies MessageKey)),
  email: v.pipe(v.string(), v.trim(), v.email('orders.attendee.email-invalid' satisfies MessageKey)),
});
export type AttendeeValues = v.InferOutput<typeof attendeeSchema>;

export function AttendeeDialog({
  ticket,
  onConfirm,
  ...props
}: ChangeDialogProps & {
  ticket: OrderOverview['tickets'][number];
  onConfirm: (values: AttendeeValues) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AttendeeValues>({
    resolver: valibotResolver(attendeeSchema),
    defaultValues: { firstName: ticket.firstName ?? '', lastName: ticket.lastName ?? '', email: ticket.email ?? '' },
    shouldFocusError: true,
  });
  const field = (name: keyof AttendeeValues, label: MessageKey, type = 'text') => {
    const message = errors[name]?.message;
    return (
      <div className="mb-3">
        <label className="form-label" htmlFor={`${id}-${name}`}>
          {t(label)}
        </label>
        <input
          id={`${id}-${name}`}
          type={type}
          className={`form-control${message ? ' is-invalid' : ''}`}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-${name}-error` : undefined}
          {...register(name)}
        />
        {message && (
          <div id={`${id}-${name}-error`} className="invalid-feedback d-block">
            {t(message as MessageKey)}
          </div>
        )}
      </div>
    );
  };
  return (
    <ConfirmDialog
      {...props}
      title={t('orders.attendee.title')}
      confirmLabel={t('orders.attendee.confirm')}
      onConfirm={() => void handleSubmit(onConfirm)()}
    >
      <p>{t('orders.attendee.text')}</p>
      {field('firstName', 'orders.attendee.first-name')}
      {field('lastName', 'orders.attendee.last-name')}
      {field('email', 'orders.attendee.email', 'email')}
    </ConfirmDialog>
  );
}
