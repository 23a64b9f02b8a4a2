import { ensurePlaced } from '../../shared/domains/genealogy/ensure-placed';
import { streamRecordHandler } from '../../shared/edge/consumers/stream-consumer';
import { consumer } from './manifest';

/** Each new rep or customer (enrolled at checkout, or created without placement) joins the sponsor tree under its sponsor. */
export const handler = streamRecordHandler(
  consumer('placeInTree'),
  (member) => ensurePlaced(member.company_id as number, member.id as number),
  {
    failureMessage: 'member not placed in the sponsor tree; the stream will retry',
    failureFields: (member) => ({ company_id: member.company_id, member_id: member.id }),
  },
);
