import { exactPayloadCheck } from '../../shared/domains/event-catalog/exact-payload-check';
import { checkPayloadsWith } from '../../shared/domains/event-catalog/payload-check';

// Fixed keys and switches every test process runs with; a unit test needs no runtime to read them.
process.env.AWS_REGION ??= 'us-east-1';
process.env.AWS_ACCESS_KEY_ID ??= 'local';
process.env.AWS_SECRET_ACCESS_KEY ??= 'local';
process.env.CURSOR_SIGNING_KEY = 'test-cursor-key';
process.env.SECRETS_ENCRYPTION_KEY = 'local-development-secrets-key';
process.env.ALLOW_PRIVATE_TARGETS = '1';
process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
// Metrics still reach observers (and /_local/pipeline); only their EMF lines stay off the test output.
process.env.POWERTOOLS_METRICS_DISABLED = 'true';

// Webhook payloads built in a test are checked against the event catalog, as the local runtime checks them.
checkPayloadsWith(exactPayloadCheck);
