// Apart from the callback definitions so the routes that size their timeout from them (cart
// pricing) do not build the callbacks' request and response schemas at import.

/** Time a callback has to accept the connection (TLS included), and to answer in full. */
export const CALLBACK_CONNECT_TIMEOUT_MS = 2_000;
/** Total time a callback has, reading its answer included. */
export const CALLBACK_TIMEOUT_MS = 5_000;
