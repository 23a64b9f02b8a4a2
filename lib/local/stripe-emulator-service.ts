import { join } from 'node:path';
import { writeJson } from './api-gateway';
import type { LocalService } from './local-service';
import { STRIPE_API_URL_VARIABLE, startStripeEmulator } from './stripe-emulator';

/**
 * Runs the Stripe emulator (lib/local/stripe-emulator) beside the API: the functions' Stripe SDK
 * reaches it through STRIPE_API_URL, its state lives in `DATA_DIR/stripe-emulator.json` (in
 * memory without one), and `GET /_local/stripe-emulator` answers its URL. STRIPE_EMULATOR_PORT
 * fixes its port (a free one by default). Local runtime only; never deployed.
 */
export const stripeEmulatorService: LocalService = {
  name: 'stripe-emulator',
  async start(context) {
    const emulator = await startStripeEmulator({
      port: Number(process.env.STRIPE_EMULATOR_PORT) || 0,
      dataFile: context.dataDir ? join(context.dataDir, 'stripe-emulator.json') : undefined,
    });
    const previous = process.env[STRIPE_API_URL_VARIABLE];
    process.env[STRIPE_API_URL_VARIABLE] = emulator.url;
    context.services.set('stripe-emulator', emulator);
    context.addRoute('/_local/stripe-emulator', (_request, response) =>
      writeJson(response, 200, {
        url: emulator.url,
        stand_in_script: `${emulator.url}/stand-in/stand-in.js`,
        client_options: emulator.clientOptions,
      }),
    );
    return {
      async stop() {
        if (previous === undefined) delete process.env[STRIPE_API_URL_VARIABLE];
        else process.env[STRIPE_API_URL_VARIABLE] = previous;
        await emulator.stop();
      },
    };
  },
};
