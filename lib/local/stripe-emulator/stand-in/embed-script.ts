/**
 * `/stand-in/stand-in.js`: what a checkout page includes (in place of Stripe.js, locally) to embed
 * the stand-in card form:
 *
 *   <div id="card"></div>
 *   <script src="http://127.0.0.1:<emulator port>/stand-in/stand-in.js"></script>
 *   <script>
 *     StripeEmulatorStandIn.mount(document.getElementById('card'), {
 *       publishableKey: 'pk_test_...', clientSecret: 'pi_..._secret_...', returnUrl: 'https://shop/checkout/return',
 *       onResult(result) {...}, onError(error) {...}, // optional; without onResult the page goes to result.redirect_url
 *     });
 *   </script>
 */
export const EMBED_SCRIPT = `(function () {
  var origin = new URL(document.currentScript.src).origin;
  function mount(element, options) {
    var frame = document.createElement('iframe');
    var url = new URL('/stand-in/card', origin);
    url.searchParams.set('key', options.publishableKey);
    url.searchParams.set('client_secret', options.clientSecret);
    if (options.returnUrl) url.searchParams.set('return_url', options.returnUrl);
    frame.src = url.toString();
    frame.title = options.title || 'Secure card payment form';
    frame.style.border = '0';
    frame.style.width = '100%';
    frame.style.minHeight = options.height || '420px';
    element.appendChild(frame);
    function listener(event) {
      if (event.origin !== origin || event.source !== frame.contentWindow) return;
      var message = event.data || {};
      if (message.source !== 'stripe-emulator-stand-in') return;
      if (message.type === 'error') { if (options.onError) options.onError(message.error); return; }
      if (options.onResult) options.onResult(message);
      else if (message.redirect_url) window.location.href = message.redirect_url;
    }
    window.addEventListener('message', listener);
    return { frame: frame, unmount: function () { window.removeEventListener('message', listener); frame.remove(); } };
  }
  window.StripeEmulatorStandIn = { mount: mount, origin: origin };
})();
`;
