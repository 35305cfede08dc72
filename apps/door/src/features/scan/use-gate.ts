import type { TicketAndCheckInResult } from '@shop/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, callApi, NetworkError, type Connection } from '../../lib/api-client.ts';
import { browserOnline, onNetworkBack } from '../../lib/network.ts';
import { readStored, writeStored } from '../../lib/storage.ts';
import {
  checkInOffline,
  downloadOfflineList,
  identifierOf,
  uploadQueue,
  type Conflict,
  type OfflineList,
  type QueuedCheckIn,
} from './offline-gate.ts';
import { verdictOf, type Verdict } from './verdict.ts';

/** The last scan's answer, with the code scanned (a payment confirmation sends it again). */
export interface Scan {
  code: string;
  verdict: Verdict;
  /** Set when confirming a payment was refused, or could not be recorded without the network. */
  paymentRefusal: 'not-allowed' | 'needs-network' | null;
}

/**
 * One gate at one event: scans online while the server answers, from the offline list when it
 * does not, and uploads what it checked in offline as soon as the network is back.
 */
export function useGate(connection: Connection, event: string) {
  const queryClient = useQueryClient();
  const [list, setList] = useState<OfflineList | null>(() => readStored(`offline.${event}`));
  const [queue, setQueue] = useState<QueuedCheckIn[]>(() => readStored(`queue.${event}`) ?? []);
  const [conflicts, setConflicts] = useState<Conflict[]>(() => readStored(`conflicts.${event}`) ?? []);
  const [scan, setScan] = useState<Scan | null>(null);
  const [online, setOnline] = useState(browserOnline);
  const queueRef = useRef(queue);
  const syncing = useRef(false);

  const keepQueue = useCallback(
    (next: QueuedCheckIn[]) => {
      queueRef.current = next;
      setQueue(next);
      writeStored(`queue.${event}`, next);
    },
    [event],
  );

  const refreshList = useCallback(async () => {
    try {
      const next = await downloadOfflineList(connection, event, readStored<OfflineList>(`offline.${event}`));
      writeStored(`offline.${event}`, next);
      setList(next);
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error;
    }
  }, [connection, event]);

  const sync = useCallback(async () => {
    const pending = queueRef.current;
    if (syncing.current || pending.length === 0) return;
    syncing.current = true;
    try {
      const refused = await uploadQueue(connection, event, pending);
      keepQueue(queueRef.current.filter((item) => !pending.includes(item)));
      if (refused.length > 0) {
        setConflicts((current) => {
          const next = [...current, ...refused];
          writeStored(`conflicts.${event}`, next);
          return next;
        });
      }
      setOnline(true);
      void queryClient.invalidateQueries({ queryKey: ['statistics', event] });
    } catch (error) {
      if (error instanceof NetworkError) setOnline(false);
      else throw error;
    } finally {
      syncing.current = false;
    }
  }, [connection, event, keepQueue, queryClient]);

  useEffect(() => {
    // Upload first: the list downloaded next then knows this device's check-ins.
    void sync().then(refreshList);
    return onNetworkBack(() => {
      setOnline(true);
      void sync().then(refreshList);
    });
  }, [refreshList, sync]);

  const decideOffline = useCallback(
    async (code: string, paymentTaken = false): Promise<Verdict> => {
      setOnline(false);
      if (!list) return { kind: 'not-in-offline-list' };
      const { verdict, queued } = await checkInOffline(code, list, queueRef.current, new Date(), paymentTaken);
      if (queued) keepQueue([...queueRef.current, queued]);
      return verdict;
    },
    [keepQueue, list],
  );

  const checkIn = useCallback(
    async (rawCode: string) => {
      const code = rawCode.trim();
      const identifier = identifierOf(code);
      let verdict: Verdict;
      if (!identifier) verdict = { kind: 'invalid' };
      else {
        try {
          const answer = await callApi<TicketAndCheckInResult>(connection, 'checkInTicket', {
            params: { eventName: event, ticketIdentifier: identifier },
            query: { offlineUser: connection.gate },
            body: { code },
          });
          setOnline(true);
          verdict = verdictOf(answer);
          void queryClient.invalidateQueries({ queryKey: ['statistics', event] });
          // What this device checked in offline goes up now; the list then learns this check-in,
          // so a second scan while the network is gone answers "already checked in" too.
          void sync().then(refreshList);
        } catch (error) {
          if (error instanceof NetworkError) verdict = await decideOffline(code);
          else if (error instanceof ApiError && error.status === 404) verdict = { kind: 'invalid' };
          else verdict = { kind: 'error' };
        }
      }
      setScan({ code, verdict, paymentRefusal: null });
      return verdict;
    },
    [connection, decideOffline, event, queryClient, refreshList, sync],
  );

  const confirmPayment = useCallback(async () => {
    if (!scan) return;
    const identifier = identifierOf(scan.code);
    if (!identifier) return;
    try {
      const answer = await callApi<TicketAndCheckInResult>(connection, 'confirmOnSitePayment', {
        params: { eventName: event, ticketIdentifier: identifier },
        query: { offlineUser: connection.gate },
        body: { code: scan.code },
      });
      setScan({ code: scan.code, verdict: verdictOf(answer), paymentRefusal: null });
      void queryClient.invalidateQueries({ queryKey: ['statistics', event] });
    } catch (error) {
      if (!(error instanceof NetworkError)) {
        setScan({ ...scan, paymentRefusal: 'not-allowed' });
        return;
      }
      // Queued like an offline check-in; the upload reports it if this key may not take payments.
      const verdict = await decideOffline(scan.code, true);
      if (verdict.kind === 'welcome') setScan({ code: scan.code, verdict, paymentRefusal: null });
      else setScan({ ...scan, paymentRefusal: 'needs-network' });
    }
  }, [connection, decideOffline, event, queryClient, scan]);

  const dismissConflicts = useCallback(() => {
    setConflicts([]);
    writeStored(`conflicts.${event}`, null);
  }, [event]);

  return {
    online,
    list,
    queue,
    conflicts,
    scan,
    checkIn,
    confirmPayment,
    refreshList,
    clearScan: () => setScan(null),
    dismissConflicts,
  };
}
