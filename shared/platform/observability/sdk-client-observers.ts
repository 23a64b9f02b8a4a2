/** Something that sees each AWS SDK v3 client the service creates (before its first call). */
export type SdkClientObserver = (client: object) => void;

const observers: SdkClientObserver[] = [];

/**
 * Registers an observer of every AWS SDK client created from now on through `traceClient`, the
 * one place the service creates its clients. The local runtime's call recorder uses it to see each
 * function's AWS calls (lib/local/suite-call-recorder.ts); deployed, nothing registers one.
 */
export function observeSdkClients(observer: SdkClientObserver): void {
  observers.push(observer);
}

/** Shows a new client to the registered observers. */
export function notifySdkClientObservers(client: object): void {
  for (const observer of observers) observer(client);
}
