import { useState } from 'react';
import type { Connection } from '../lib/api-client.ts';
import { readStored, writeStored } from '../lib/storage.ts';
import { ConnectScreen } from '../features/connect/connect-screen.tsx';
import { EventPicker } from '../features/connect/event-picker.tsx';
import { GateScreen } from '../features/scan/gate-screen.tsx';

interface PickedEvent {
  key: string;
  name: string;
}

/** Connect, pick the event, scan: each step kept on the device, so a reload goes back to scanning. */
export function App() {
  const [connection, setConnection] = useState<Connection | null>(() => readStored('connection'));
  const [event, setEvent] = useState<PickedEvent | null>(() => readStored('event'));

  const connect = (next: Connection | null) => {
    writeStored('connection', next);
    setConnection(next);
    if (!next) pick(null);
  };
  const pick = (next: PickedEvent | null) => {
    writeStored('event', next);
    setEvent(next);
  };

  if (!connection) return <ConnectScreen onConnected={connect} />;
  if (!event) return <EventPicker connection={connection} onPicked={pick} onDisconnect={() => connect(null)} />;
  return (
    <GateScreen
      key={event.key}
      connection={connection}
      event={event}
      onChangeEvent={() => pick(null)}
      onDisconnect={() => connect(null)}
    />
  );
}
