import { postOrderVolume, type OrderVolumeFacts } from '../../shared/domains/field-ledger/post-order-volume';
import { streamRecordHandler, type StreamItem } from '../../shared/edge/consumers/stream-consumer';
import { consumer } from './manifest';

const orderOf = (outbox: StreamItem) => outbox.data as OrderVolumeFacts;

/** Every `order_*` outbox record posts the order's volume changes not yet in the ledger (each once). */
export const handler = streamRecordHandler(
  consumer('postOrderVolume'),
  (outbox) => postOrderVolume(outbox.company_id as number, orderOf(outbox)),
  {
    failureMessage: 'order volume not posted to the ledger; the stream will retry',
    failureFields: (outbox) => ({ company_id: outbox.company_id, order_id: orderOf(outbox).id, event: outbox.event }),
    // One write's several events (refunded + updated) post the same changes: one posting is enough.
    onceBy: (outbox) => `${String(outbox.company_id)}#${orderOf(outbox).id}`,
  },
);
