/**
 * The demo theme `npm start` seeds, as data: one entry per template file, keyed as the theme
 * editor names it (`type/name`). Pages list the catalog through the theme objects, never
 * hand-written links, and every text or URL variable is output through `| escape`; only the
 * placeholders and the merchant's own HTML are output as is (README "Themes").
 */
export const demoThemeName = 'Demo theme';

export const demoThemeFiles: Record<string, string> = {
  'layout/theme': `<!doctype html>
<html lang="{{ request.locale | default: 'en' | escape }}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>{% if product %}{{ product.title | escape }} · {% elsif collection %}{{ collection.title | escape }} · {% elsif category %}{{ category.title | escape }} · {% elsif page %}{{ page.title | escape }} · {% elsif error %}{{ error.status_message | escape }} · {% endif %}{{ shop.name | escape }}</title>
  {% render 'styles' %}
  {{ content_for_header }}
</head>
<body data-page-type="{{ request.page_type | escape }}">
  <a class="skip-link" href="#content">{{ 'nav.skip' | t | escape }}</a>
  {% section 'header' %}
  <main id="content" class="wrap">{{ content_for_layout }}</main>
  <footer class="site-footer"><div class="wrap"><small>© {{ shop.name | escape }}</small> <a href="{{ shop_url | escape }}/pages/about">{{ 'nav.about' | t | escape }}</a></div></footer>
  {{ content_for_footer }}
</body>
</html>`,
  'snippet/styles': `<style>
  :root { --ink: #1d1d1f; --muted: #595959; --line: #dcdcdc; --surface: #f6f4f0; --accent: #1f4d3a; --accent-soft: #e6f0ea; --link: #0b5394; --error: #9b0018; --radius: .75rem; }
  *, *::before, *::after { box-sizing: border-box; }
  body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); background: #fff; line-height: 1.5; }
  img { max-width: 100%; height: auto; display: block; }
  a { color: var(--link); }
  h1, h2, h3 { line-height: 1.2; }
  h1 { font-size: clamp(1.6rem, 4vw, 2.4rem); margin: 0 0 .75rem; }
  h2 { font-size: 1.3rem; margin: 2rem 0 1rem; }
  .wrap { max-width: 72rem; margin: 0 auto; padding: 0 1rem; }
  .skip-link { position: absolute; left: -999px; }
  .skip-link:focus { left: 1rem; top: 1rem; background: #fff; padding: .5rem 1rem; z-index: 1; }
  .visually-hidden { position: absolute !important; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
  .site-header { border-bottom: 1px solid var(--line); }
  .site-header .wrap { display: flex; align-items: center; justify-content: space-between; gap: 1rem; min-height: 4rem; flex-wrap: wrap; }
  .brand { font-weight: 700; font-size: 1.25rem; color: var(--ink); text-decoration: none; }
  .site-nav { display: flex; gap: 1.25rem; }
  .site-nav a { color: var(--ink); font-weight: 500; text-decoration: none; padding: .5rem 0; }
  .site-nav a:hover, .site-nav a:focus { text-decoration: underline; }
  main.wrap { padding-top: 1.5rem; padding-bottom: 3rem; min-height: 60vh; }
  .site-footer { border-top: 1px solid var(--line); padding: 1.5rem 0; color: var(--muted); }
  .site-footer .wrap { display: flex; gap: 1rem; justify-content: space-between; }
  .hero { background: var(--surface); border-radius: var(--radius); padding: clamp(1.25rem, 5vw, 3rem); margin-bottom: 1rem; }
  .hero p { margin: 0; font-size: 1.1rem; color: var(--muted); }
  .muted { color: var(--muted); }
  .products { list-style: none; margin: 0 0 2rem; padding: 0; display: grid; gap: 1.5rem 1rem; grid-template-columns: repeat(2, minmax(0, 1fr)); }
  @media (min-width: 40rem) { .products { grid-template-columns: repeat(3, minmax(0, 1fr)); } }
  @media (min-width: 64rem) { .products { grid-template-columns: repeat(4, minmax(0, 1fr)); gap: 2rem 1.5rem; } }
  .card { position: relative; display: flex; flex-direction: column; gap: .25rem; }
  .card h3 { font-size: 1rem; margin: .5rem 0 0; }
  .card h3 a { color: var(--ink); text-decoration: none; }
  .card h3 a::after { content: ""; position: absolute; inset: 0; }
  .card:hover h3 a, .card h3 a:focus { text-decoration: underline; }
  .card .price { font-size: 1rem; }
  .picture { aspect-ratio: 1; width: 100%; object-fit: cover; border-radius: var(--radius); background: var(--surface); }
  .placeholder { display: grid; place-items: center; font-size: 3rem; font-weight: 700; color: var(--accent); }
  .badge { display: inline-block; align-self: flex-start; margin: 0; padding: .1rem .5rem; border-radius: 999px; background: var(--accent-soft); color: var(--accent); font-size: .85rem; font-weight: 600; }
  .price { margin: 0; font-size: 1.35rem; font-weight: 600; }
  .collections { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: .75rem; }
  .collections a { display: inline-block; padding: .5rem 1rem; border: 1px solid var(--line); border-radius: 999px; text-decoration: none; color: var(--ink); }
  .pagination { display: flex; gap: 1rem; }
  .product-layout { display: grid; gap: 1.5rem; }
  @media (min-width: 48rem) { .product-layout { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 3rem; align-items: start; } }
  .stack > * + * { margin-top: 1rem; }
  fieldset { border: 0; margin: 0; padding: 0; min-width: 0; }
  legend { font-weight: 600; padding: 0; margin-bottom: .5rem; }
  label { font-weight: 500; }
  input:not([type=radio]):not([type=checkbox]), select { display: block; width: 100%; margin-top: .25rem; padding: .6rem .75rem; font: inherit; color: var(--ink); background: #fff; border: 1px solid #8a8a8a; border-radius: .5rem; }
  input:focus-visible, select:focus-visible, button:focus-visible, a:focus-visible { outline: 3px solid #3b82f6; outline-offset: 2px; }
  input[type=radio], input[type=checkbox] { width: 1.15rem; height: 1.15rem; margin: .2rem 0 0; accent-color: var(--accent); flex: none; }
  .choices { display: grid; gap: .5rem; }
  .choice { display: flex; gap: .75rem; align-items: flex-start; padding: .75rem; border: 1px solid var(--line); border-radius: .5rem; }
  .choice:has(input:checked) { border-color: var(--accent); box-shadow: 0 0 0 1px var(--accent); }
  .choice label { flex: 1; display: flex; flex-wrap: wrap; justify-content: space-between; gap: .25rem .75rem; }
  .stock { font-size: .9rem; color: var(--accent); font-weight: 600; }
  .stock.low { color: #8a4b00; }
  .stock.out { color: var(--muted); }
  .quantity { max-width: 8rem; }
  button, .button { display: inline-flex; align-items: center; justify-content: center; min-height: 2.75rem; padding: .6rem 1.25rem; font: inherit; font-weight: 600; color: #fff; background: var(--accent); border: 1px solid var(--accent); border-radius: .5rem; cursor: pointer; text-decoration: none; }
  button:hover { background: #163a2b; }
  button.secondary { color: var(--accent); background: #fff; }
  button.secondary:hover { background: var(--accent-soft); }
  button.link { min-height: 0; padding: 0; color: var(--link); background: none; border: 0; font-weight: 500; text-decoration: underline; }
  button:disabled { color: #fff; background: #767676; border-color: #767676; cursor: not-allowed; }
  .wide { width: 100%; }
  .terms { background: var(--surface); border-radius: var(--radius); padding: 1rem 1.25rem; }
  .terms h2 { margin: 0 0 .5rem; font-size: 1.05rem; }
  .terms ul { margin: 0; padding-left: 1.1rem; }
  .terms dl { display: grid; grid-template-columns: auto 1fr; gap: .25rem 1rem; margin: 0; }
  .terms dt { font-weight: 600; }
  .terms dd { margin: 0; }
  .terms p { margin: .5rem 0 0; }
  .lines + .terms, .cart-layout + .terms { margin-top: 1.5rem; }
  .consent { display: flex; gap: .75rem; align-items: flex-start; padding: .75rem; border: 2px solid var(--accent); border-radius: .5rem; }
  .errors { border-left: 4px solid var(--error); background: #fdecee; color: #6b0012; padding: .5rem 1rem; border-radius: .25rem; margin-bottom: 1rem; }
  .errors ul { margin: 0; padding-left: 1rem; }
  .error { color: var(--error); }
  .warning { color: #8a4b00; }
  .lines { width: 100%; border-collapse: collapse; }
  .lines th { text-align: left; font-size: .85rem; text-transform: uppercase; letter-spacing: .04em; color: var(--muted); border-bottom: 1px solid var(--line); padding: .5rem .25rem; }
  .lines td { vertical-align: top; border-bottom: 1px solid var(--line); padding: 1rem .25rem; }
  .lines th:last-child, .lines td:last-child { text-align: right; white-space: nowrap; }
  .line-item { display: flex; gap: .75rem; align-items: flex-start; }
  .line-item .thumb { width: 4rem; flex: none; border-radius: .5rem; }
  .line-item a { color: var(--ink); font-weight: 600; }
  .stack-tight > * + * { margin-top: .5rem; }
  .line-forms { display: flex; flex-wrap: wrap; gap: .5rem 1rem; align-items: center; }
  .line-forms form { display: flex; gap: .5rem; align-items: center; }
  .line-forms input[name=quantity] { width: 4.5rem; margin: 0; }
  .cart-layout, .checkout-layout { display: grid; gap: 2rem; }
  @media (min-width: 56rem) {
    .cart-layout { grid-template-columns: minmax(0, 1fr) 20rem; align-items: start; }
    .checkout-layout { grid-template-columns: minmax(0, 1fr) 24rem; align-items: start; }
    .checkout-layout .summary { grid-column: 2; grid-row: 1; position: sticky; top: 1rem; }
    .checkout-layout form { grid-column: 1; grid-row: 1; }
  }
  .summary { background: var(--surface); border-radius: var(--radius); padding: 1.25rem; }
  .summary h2 { margin-top: 0; }
  .summary-lines { list-style: none; margin: 0 0 1rem; padding: 0; display: grid; gap: .75rem; }
  .summary-lines li { display: flex; gap: .75rem; align-items: center; }
  .summary-lines .thumb { width: 3rem; border-radius: .5rem; }
  .summary-lines .amount { margin-left: auto; white-space: nowrap; }
  .totals { display: grid; grid-template-columns: 1fr auto; gap: .35rem 1rem; margin: 0; }
  .totals dd { margin: 0; text-align: right; }
  .totals .total, .totals dt:last-of-type { font-size: 1.2rem; font-weight: 700; }
  .discount { display: flex; gap: .5rem; align-items: end; flex-wrap: wrap; margin-bottom: 1.25rem; }
  .discount label { flex: 1 1 10rem; }
  .checkout fieldset { margin-top: 1.5rem; }
  .fields { display: grid; gap: .75rem; }
  @media (min-width: 36rem) { .fields { grid-template-columns: 1fr 1fr; } .fields .full { grid-column: 1 / -1; } }
  .actions { display: flex; flex-wrap: wrap; gap: .75rem; margin-top: 1.5rem; }
  .order-number { font-size: 1.1rem; }
</style>`,
  'section/header': `<header class="site-header"><div class="wrap">
  <a href="{{ shop_url | escape }}/" class="brand">{% if logo_url %}<img src="{{ logo_url | escape }}" alt="{{ shop.name | escape }}" height="32">{% else %}{{ shop.name | escape }}{% endif %}</a>
  <nav class="site-nav" aria-label="{{ 'nav.main' | t | escape }}"><a href="{{ shop_url | escape }}/">{{ 'nav.shop' | t | escape }}</a> <a href="{{ shop_url | escape }}/pages/about">{{ 'nav.about' | t | escape }}</a> <a href="/cart">{{ 'nav.cart' | t | escape }}</a></nav>
</div></header>`,
  'snippet/price': `<p class="price">{{ amount | default: '—' | escape }}</p>`,
  'snippet/picture': `{% if image_url %}<img class="picture{% if class %} {{ class | escape }}{% endif %}" src="{{ image_url | escape }}" alt="{{ alt | escape }}" width="{{ px | default: 480 }}" height="{{ px | default: 480 }}"{% if lazy %} loading="lazy"{% endif %}>{% else %}<div class="picture placeholder{% if class %} {{ class | escape }}{% endif %}" aria-hidden="true">{{ title | slice: 0 | upcase | escape }}</div>{% endif %}`,
  'home/default': `<section class="hero">
  <h1>{{ 'home.welcome' | t | escape }} {{ shop.name | escape }}</h1>
  <p>{{ 'home.intro' | t | escape }}</p>
</section>
<h2>{{ 'home.products' | t | escape }}</h2>
{% render 'product-grid', products: products %}
{% if collections.size > 0 %}
<h2>{{ 'home.collections' | t | escape }}</h2>
<ul class="collections">
  {% for collection in collections %}<li><a href="{{ collection.url | escape }}">{{ collection.title | escape }}</a></li>{% endfor %}
</ul>
{% endif %}`,
  'snippet/product-grid': `<ul class="products">
  {% for product in products %}
  <li class="card">
    {% render 'picture', image_url: product.image_url, alt: '', title: product.title, lazy: true %}
    <h3><a href="{{ product.url | escape }}">{{ product.title | escape }}</a></h3>
    {% render 'price', amount: product.price %}
    {% if product.has_subscription_plans %}<p class="badge">{{ 'product.subscribable' | t | escape }}</p>{% endif %}
  </li>
  {% else %}
  <li>{{ 'catalog.empty' | t | escape }}</li>
  {% endfor %}
</ul>`,
  'rep/default': `<h1>{{ shop.name | escape }} with {{ rep.username | escape }}</h1>
{% render 'product-grid', products: products %}`,
  'enrollment_pack/default': `<article class="enrollment-pack">
  <h1>{{ enrollment_pack.title | escape }}</h1>
  {% if enrollment_pack.description %}<p>{{ enrollment_pack.description | escape }}</p>{% endif %}
</article>`,
  'snippet/stock': `{% if variant.available == false %}<span class="stock out">{{ 'product.sold_out' | t | escape }}</span>{% elsif variant.track_quantity and variant.keep_selling == false and variant.inventory_quantity <= 10 %}<span class="stock low">{{ 'product.only_left' | t | replace: '{count}', variant.inventory_quantity | escape }}</span>{% else %}<span class="stock">{{ 'product.in_stock' | t | escape }}</span>{% endif %}`,
  'product/default': `<article class="product product-layout">
  {% render 'picture', image_url: product.image_url, alt: product.title, title: product.title %}
  <div class="stack">
    <h1>{{ product.title | escape }}</h1>
    {% render 'price', amount: product.price %}
    {% if product.description %}<p>{{ product.description | escape }}</p>{% endif %}
    {% assign chosen = '' %}{% for variant in product.variants %}{% if chosen == '' and variant.available %}{% assign chosen = variant.id %}{% endif %}{% endfor %}
    <form method="post" action="/cart" class="add-to-cart stack">
      <input type="hidden" name="form_token" value="{{ form_token | escape }}">
      <input type="hidden" name="action" value="add">
      <input type="hidden" name="product_id" value="{{ product.id }}">
      <fieldset>
        <legend>{{ 'product.option' | t | escape }}</legend>
        <div class="choices variants">
        {% for variant in product.variants %}
          <div class="choice">
            <input type="radio" id="variant-{{ variant.id }}" name="variant_id" value="{{ variant.id }}"{% if variant.id == chosen %} checked{% endif %}{% unless variant.available %} disabled{% endunless %}>
            <label for="variant-{{ variant.id }}"><span>{{ variant.title | escape }} · {{ variant.price | default: '—' | escape }}{% if variant.subscription_price and product.subscription_plans.size > 0 %} <span class="muted">({{ 'product.subscribed_price' | t | escape }} {{ variant.subscription_price | escape }})</span>{% endif %}</span> {% render 'stock', variant: variant %}</label>
          </div>
        {% endfor %}
        </div>
      </fieldset>
      {% if product.subscription_plans.size > 0 %}
      {% assign subscription_only = true %}{% for variant in product.variants %}{% unless variant.subscription_only %}{% assign subscription_only = false %}{% endunless %}{% endfor %}
      <fieldset>
        <legend>{{ 'product.purchase' | t | escape }}</legend>
        <div class="choices">
          {% unless subscription_only %}<div class="choice"><input type="radio" id="purchase-once" name="subscription_plan_id" value="" checked><label for="purchase-once">{{ 'product.one_time' | t | escape }}</label></div>{% endunless %}
          {% for plan in product.subscription_plans %}
          <div class="choice"><input type="radio" id="plan-{{ plan.id }}" name="subscription_plan_id" value="{{ plan.id }}"{% if subscription_only and forloop.first %} checked{% endif %} aria-describedby="renewal-terms"><label for="plan-{{ plan.id }}"><span>{{ 'product.subscribe' | t | escape }}: {{ plan.name | escape }}</span>{% if plan.savings_label %} <span class="badge">{{ plan.savings_label | escape }}</span>{% endif %}</label></div>
          {% endfor %}
        </div>
      </fieldset>
      <section class="terms" id="renewal-terms" aria-labelledby="renewal-terms-heading">
        <h2 id="renewal-terms-heading">{{ 'product.terms_heading' | t | escape }}</h2>
        <ul>
          {% for plan in product.subscription_plans %}
          <li><strong>{{ plan.name | escape }}</strong>: {{ 'product.terms_price' | t | escape }} {% for variant in product.variants %}{% if variant.subscription_price %}{{ variant.subscription_price | escape }} ({{ variant.title | escape }}){% unless forloop.last %}, {% endunless %}{% endif %}{% endfor %} {{ plan.frequency | escape }}, {{ 'product.terms_plus' | t | escape }} {{ 'product.terms_first' | t | escape }} <time datetime="{{ plan.next_charge_date | escape }}">{{ plan.next_charge_date_for_display | escape }}</time>. {{ 'product.terms_cancel' | t | escape }} {{ shop.name | escape }}.</li>
          {% endfor %}
        </ul>
      </section>
      {% endif %}
      <label for="quantity">{{ 'product.quantity' | t | escape }}</label>
      <input id="quantity" class="quantity" name="quantity" type="number" min="1" max="999" value="1">
      <button type="submit" class="wide"{% unless product.available %} disabled{% endunless %}>{{ 'product.add' | t | escape }}</button>
    </form>
    {% if rep %}<p class="rep">{{ 'product.shared_by' | t | escape }} {{ rep.username | escape }}</p>{% endif %}
    <p><a href="{{ shop_url | escape }}/">{{ 'nav.back' | t | escape }}</a></p>
  </div>
</article>`,
  'collection/default': `<h1>{{ collection.title | escape }}</h1>
{% if collection.description %}<p class="muted">{{ collection.description | escape }}</p>{% endif %}
<h2 class="visually-hidden">{{ 'home.products' | t | escape }}</h2>
{% render 'product-grid', products: products %}
{% render 'pagination', pagination: pagination %}`,
  'category/default': `<h1>{{ category.title | escape }}</h1>
{% if category.description %}<p class="muted">{{ category.description | escape }}</p>{% endif %}
<h2 class="visually-hidden">{{ 'home.products' | t | escape }}</h2>
{% render 'product-grid', products: products %}
{% render 'pagination', pagination: pagination %}`,
  'snippet/pagination': `<nav class="pagination" aria-label="{{ 'catalog.pages' | t | escape }}">
  {% unless pagination.is_first %}<a href="{{ pagination.first_url | escape }}">{{ 'catalog.first' | t | escape }}</a>{% endunless %}
  {% if pagination.next_url %}<a href="{{ pagination.next_url | escape }}" rel="next">{{ 'catalog.next' | t | escape }}</a>{% endif %}
</nav>`,
  'snippet/form-errors': `{% if errors and errors.size > 0 %}<div role="alert" class="errors"><ul>{% for message in errors %}<li>{{ message | escape }}</li>{% endfor %}</ul></div>{% endif %}`,
  'snippet/cart-totals': `<dl class="totals">
  <dt>Subtotal</dt><dd>{{ cart.sub_total_in_currency | escape }}</dd>
  <dt>Discount</dt><dd>{{ cart.discount_total_in_currency | escape }}</dd>
  <dt>Shipping</dt><dd>{{ cart.shipping_total_for_display | escape }}</dd>
  <dt>Tax</dt><dd>{{ cart.tax_total_for_display | escape }}</dd>
  <dt>Total</dt><dd class="total">{{ cart.amount_total_in_currency | escape }}</dd>
</dl>`,
  'snippet/recurring-terms': `{% if cart.recurring.size > 0 %}
<section class="terms" id="renewal-terms" aria-labelledby="renewal-terms-heading">
  <h2 id="renewal-terms-heading">Subscription terms</h2>
  {% for charge in cart.recurring %}
  <dl>
    <dt>Renews at</dt><dd>{% if charge.frequency %}{{ charge.renewal_price_in_currency | default: charge.subtotal_in_currency | escape }} {{ charge.frequency | escape }}{% else %}{{ charge.subtotal_for_display | escape }}{% endif %}, plus tax and shipping, automatically until you cancel</dd>
    <dt>First charge</dt><dd>Today, with this order</dd>
    {% if charge.next_charge_date %}<dt>Next charge</dt><dd><time datetime="{{ charge.next_charge_date | escape }}">{{ charge.next_charge_date_for_display | default: charge.next_charge_date | escape }}</time></dd>{% else %}<dt>Starts</dt><dd><time datetime="{{ charge.start_date | escape }}">{{ charge.start_date | escape }}</time></dd>{% endif %}
    <dt>Cancel</dt><dd>{% if charge.cancellation %}{{ charge.cancellation | escape }}{% else %}At any time before a charge, by contacting {{ shop.name | escape }}.{% endif %}</dd>
  </dl>
  {% if charge.terms %}<p class="muted">{{ charge.terms | escape }}</p>{% endif %}
  {% endfor %}
</section>
{% endif %}`,
  'cart/default': `<h1>Your cart</h1>
{% render 'form-errors', errors: form_errors %}
{% if cart and cart.items.size > 0 %}
{% for message in cart.messages.errors %}<p class="error">{{ message | escape }}</p>{% endfor %}
{% for message in cart.messages.warnings %}<p class="warning">{{ message | escape }}</p>{% endfor %}
<div class="cart-layout">
<div>
<table class="lines">
  <thead><tr><th scope="col">Item</th><th scope="col">Total</th></tr></thead>
  <tbody>
  {% for item in cart.items %}
  <tr>
    <td><div class="line-item">
      {% render 'picture', image_url: item.image_url, alt: '', title: item.product_title, class: 'thumb', px: 64 %}
      <div class="stack-tight">
      <div>{% if item.product.slug %}<a href="/products/{{ item.product.slug | escape }}">{{ item.product_title | escape }}</a>{% else %}{{ item.product_title | escape }}{% endif %}<br>
      <span class="muted">{{ item.title | escape }} · {% if item.subscription %}{{ item.subscription_price_in_currency | default: item.price_in_currency | escape }}{% else %}{{ item.price_in_currency | escape }}{% endif %}</span>
      {% if item.subscription %}<br><span class="badge">Subscription{% if item.subscription_interval %} · every {% if item.subscription_interval != 1 %}{{ item.subscription_interval }} {% endif %}{{ item.subscription_interval_unit | escape }}{% if item.subscription_interval != 1 %}s{% endif %}{% endif %}</span>{% endif %}</div>
      <div class="line-forms">
      <form method="post" action="/cart">
        <input type="hidden" name="form_token" value="{{ form_token | escape }}"><input type="hidden" name="state_revision" value="{{ cart.state_revision }}">
        <input type="hidden" name="action" value="update"><input type="hidden" name="line_id" value="{{ item.id }}">
        <label for="quantity-{{ item.id }}" class="visually-hidden">Quantity of {{ item.product_title | escape }}</label>
        <input id="quantity-{{ item.id }}" name="quantity" type="number" min="0" max="999" value="{{ item.quantity }}">
        <button type="submit" class="secondary">Update<span class="visually-hidden"> {{ item.product_title | escape }}</span></button>
      </form>
      <form method="post" action="/cart">
        <input type="hidden" name="form_token" value="{{ form_token | escape }}"><input type="hidden" name="state_revision" value="{{ cart.state_revision }}">
        <input type="hidden" name="action" value="remove"><input type="hidden" name="line_id" value="{{ item.id }}">
        <button type="submit" class="link">Remove<span class="visually-hidden"> {{ item.product_title | escape }}</span></button>
      </form>
      </div>
      </div>
    </div></td>
    <td>{{ item.total_after_discounts_in_currency | escape }}</td>
  </tr>
  {% endfor %}
  </tbody>
</table>
{% render 'recurring-terms', cart: cart %}
</div>
<aside class="summary stack" aria-label="Order summary">
<form method="post" action="/cart" class="discount">
  <input type="hidden" name="form_token" value="{{ form_token | escape }}"><input type="hidden" name="action" value="apply_discount">
  <label for="discount_code">Discount code <input id="discount_code" name="discount_code" autocomplete="off"></label>
  <button type="submit" class="secondary">Apply</button>
</form>
{% for code in cart.discount_codes %}
<form method="post" action="/cart">
  <input type="hidden" name="form_token" value="{{ form_token | escape }}"><input type="hidden" name="action" value="remove_discount"><input type="hidden" name="discount_code" value="{{ code | escape }}">
  <span class="badge">{{ code | escape }}</span> <button type="submit" class="link">Remove code<span class="visually-hidden"> {{ code | escape }}</span></button>
</form>
{% endfor %}
{% render 'cart-totals', cart: cart %}
<form method="get" action="{{ cart.checkout_url | escape }}"><button type="submit" class="wide">Checkout</button></form>
</aside>
</div>
{% else %}
<p>Your cart is empty.</p>
<p><a class="button" href="{{ shop_url | escape }}/">{{ 'nav.continue' | t | escape }}</a></p>
{% endif %}`,
  'checkout/default': `<h1>Checkout</h1>
{% render 'form-errors', errors: form_errors %}
{% for message in cart.messages.errors %}<p class="error">{{ message | escape }}</p>{% endfor %}
<div class="checkout-layout">
<aside class="summary" aria-labelledby="summary-heading">
  <h2 id="summary-heading">Order summary</h2>
  <ul class="summary-lines">
    {% for item in cart.items %}<li>{% render 'picture', image_url: item.image_url, alt: '', title: item.product_title, class: 'thumb', px: 48 %}<span>{{ item.product_title | escape }} ({{ item.title | escape }}) × {{ item.quantity }}{% if item.subscription %} · Subscription{% endif %}</span><span class="amount">{{ item.total_after_discounts_in_currency | escape }}</span></li>{% endfor %}
  </ul>
  {% render 'cart-totals', cart: cart %}
</aside>
<form method="post" action="{{ cart.checkout_url | escape }}" class="checkout">
  <input type="hidden" name="form_token" value="{{ form_token | escape }}"><input type="hidden" name="state_revision" value="{{ cart.state_revision }}"><input type="hidden" name="shown_total" value="{{ cart.amount_total | escape }}">
  <label for="email">Email</label>
  <input id="email" name="email" type="email" autocomplete="email" value="{{ cart.email | escape }}" required>
  <fieldset>
    <legend>Shipping address</legend>
    <div class="fields">
    <div class="full"><label for="name">Name</label><input id="name" name="name" autocomplete="name" value="{{ cart.shipping_address.name | escape }}"></div>
    <div class="full"><label for="address1">Address</label><input id="address1" name="address1" autocomplete="address-line1" value="{{ cart.shipping_address.address1 | escape }}"></div>
    <div><label for="city">City</label><input id="city" name="city" autocomplete="address-level2" value="{{ cart.shipping_address.city | escape }}"></div>
    <div><label for="state">State/Region</label><input id="state" name="state" autocomplete="address-level1" value="{{ cart.shipping_address.state | escape }}"></div>
    <div><label for="postal_code">Postal code</label><input id="postal_code" name="postal_code" autocomplete="postal-code" value="{{ cart.shipping_address.postal_code | escape }}"></div>
    <div><label for="country">Country</label><select id="country" name="country" disabled><option>{{ cart.country.name | default: cart.country.iso | escape }}</option></select></div>
    </div>
  </fieldset>
  {% if cart.available_shipping_methods.size > 0 %}
  <fieldset>
    <legend>Shipping method</legend>
    <div class="choices">
    {% for method in cart.available_shipping_methods %}
    <div class="choice"><input type="radio" id="shipping-{{ method.id | escape }}" name="shipping_method_id" value="{{ method.id | escape }}"{% if cart.shipping_method.id == method.id %} checked{% endif %}>
    <label for="shipping-{{ method.id | escape }}">{{ method.title | escape }} ({{ method.price_in_currency | escape }})</label></div>
    {% endfor %}
    </div>
  </fieldset>
  {% endif %}
  {% if cart.agreements.size > 0 %}
  <fieldset>
    <legend>Agreements</legend>
    <div class="choices">
    {% for agreement in cart.agreements %}
    <div class="choice"><input type="hidden" name="agreement_shown" value="{{ agreement.id }}">
    <input type="checkbox" id="agreement-{{ agreement.id }}" name="agreement" value="{{ agreement.id }}"{% if agreement.accepted or agreement.default_checked %} checked{% endif %}>
    <label for="agreement-{{ agreement.id }}"><span>I accept the {{ agreement.title | escape }}{% if agreement.required %} (required){% endif %}</span>{% if agreement.show_path %} <a href="{{ agreement.show_path | escape }}">Read the {{ agreement.title | escape }}</a>{% endif %}</label></div>
    {% endfor %}
    </div>
  </fieldset>
  {% endif %}
  {% if cart.recurring.size > 0 %}
  <fieldset>
    <legend>Subscription</legend>
    {% render 'recurring-terms', cart: cart %}
    <div class="consent">
      <input type="checkbox" id="recurring_terms_accepted" name="recurring_terms_accepted" value="true" required aria-describedby="renewal-terms">
      <label for="recurring_terms_accepted">I agree to the subscription terms: {{ shop.name | escape }} charges me automatically until I cancel (required)</label>
    </div>
  </fieldset>
  {% endif %}
  <p class="muted">Payment: built-in test payment method</p>
  <div class="actions">
  <button type="submit" name="action" value="save" class="secondary" formnovalidate>Update totals</button>
  <button type="submit" name="action" value="place">Place order</button>
  </div>
</form>
</div>`,
  'order/default': `<h1>Thank you for your order</h1>
<p>Order <strong class="order-number">{{ order.number | escape }}</strong>. A confirmation goes to {{ order.email | escape }}.</p>
<div class="cart-layout">
<table class="lines">
  <thead><tr><th scope="col">Item</th><th scope="col">Quantity</th><th scope="col">Total</th></tr></thead>
  <tbody>{% for line in order.items %}<tr><td>{{ line.product_title | escape }} ({{ line.title | escape }})</td><td>{{ line.quantity }}</td><td>{{ line.total_after_discounts | money: order.currency_code | escape }}</td></tr>{% endfor %}</tbody>
</table>
<div class="summary">
<dl class="totals">
  <dt>Subtotal</dt><dd>{{ order.sub_total | money: order.currency_code | escape }}</dd>
  <dt>Discount</dt><dd>{{ order.discount_total | money: order.currency_code | escape }}</dd>
  <dt>Shipping</dt><dd>{{ order.shipping_total | money: order.currency_code | escape }}</dd>
  <dt>Tax</dt><dd>{{ order.tax_total | money: order.currency_code | escape }}</dd>
  <dt>Total</dt><dd class="total">{{ order.amount_total | money: order.currency_code | escape }}</dd>
</dl>
</div>
</div>
{% if order.recurring_consent %}
<section class="terms" aria-labelledby="renewal-terms-heading">
  <h2 id="renewal-terms-heading">Your subscription</h2>
  <p>{{ order.recurring_consent.terms | escape | newline_to_br }}</p>
</section>
{% endif %}
<p><a class="button" href="{{ shop_url | escape }}/">Continue shopping</a></p>`,
  'page/default': `<article class="page">
  <h1>{{ page.title | escape }}</h1>
  {%- comment -%} The page body is the merchant's HTML, output as is (README "Themes": HTML-safe objects). {%- endcomment -%}
  {{ page.body }}
</article>`,
  'error_page/404': `<section class="error-page">
  <h1>{{ error.status_message | escape }}</h1>
  <p>{{ 'errors.not_found' | t | escape }}</p>
  <p><a href="{{ shop_url | escape }}/">{{ 'nav.back' | t | escape }}</a></p>
</section>`,
  'error_page/503': `<section class="error-page">
  <h1>{{ error.status_message | escape }}</h1>
  <p>{{ 'errors.unavailable' | t | escape }}</p>
</section>`,
  'locale/en': JSON.stringify({
    nav: { main: 'Main', shop: 'Shop', about: 'About', cart: 'Cart', back: 'Back to the shop', continue: 'Continue shopping', skip: 'Skip to content' },
    home: { welcome: 'Welcome to', intro: 'Our favourite products this season.', products: 'Products', collections: 'Collections' },
    product: {
      shared_by: 'Recommended by',
      in_stock: 'In stock',
      only_left: 'Only {count} left',
      sold_out: 'Sold out',
      subscribable: 'Subscribe & save',
      option: 'Option',
      subscribed_price: 'subscribed',
      purchase: 'Purchase',
      one_time: 'One-time purchase',
      subscribe: 'Subscribe',
      terms_heading: 'How the subscription works',
      terms_price: 'you pay',
      terms_plus: 'plus tax and shipping, automatically until you cancel.',
      terms_first: 'The first charge is today with your order; the next on',
      terms_cancel: 'Cancel at any time before a charge by contacting',
      quantity: 'Quantity',
      add: 'Add to cart',
    },
    catalog: { empty: 'No products yet.', pages: 'Pages', first: 'First page', next: 'Next page' },
    errors: { not_found: "We couldn't find the page you were looking for.", unavailable: 'Please try again in a moment.' },
  }),
  'locale/es': JSON.stringify({
    nav: { main: 'Principal', shop: 'Tienda', about: 'Quiénes somos', cart: 'Carrito', back: 'Volver a la tienda', continue: 'Seguir comprando', skip: 'Ir al contenido' },
    home: { welcome: 'Bienvenido a', intro: 'Nuestros productos favoritos de la temporada.', products: 'Productos', collections: 'Colecciones' },
    product: {
      shared_by: 'Recomendado por',
      in_stock: 'Disponible',
      only_left: 'Solo quedan {count}',
      sold_out: 'Agotado',
      subscribable: 'Suscríbete y ahorra',
      option: 'Opción',
      subscribed_price: 'con suscripción',
      purchase: 'Compra',
      one_time: 'Compra única',
      subscribe: 'Suscribirse',
      terms_heading: 'Cómo funciona la suscripción',
      terms_price: 'pagas',
      terms_plus: 'más impuestos y envío, automáticamente hasta que canceles.',
      terms_first: 'El primer cargo es hoy con tu pedido; el siguiente, el',
      terms_cancel: 'Cancela en cualquier momento antes de un cargo contactando a',
      quantity: 'Cantidad',
      add: 'Añadir al carrito',
    },
    catalog: { empty: 'Aún no hay productos.', pages: 'Páginas', first: 'Primera página', next: 'Página siguiente' },
    errors: { not_found: 'No encontramos la página que buscabas.', unavailable: 'Vuelve a intentarlo en un momento.' },
  }),
};

/** Demo subscription plans, named by the products that can be bought on them. */
export const demoPlans = [
  {
    name: 'Monthly delivery',
    billing_interval: 1,
    billing_interval_unit: 'month' as const,
    shipping_interval: 1,
    shipping_interval_unit: 'month' as const,
    volume_interval: 1,
    volume_interval_unit: 'month' as const,
    trial_period: 0,
    trial_period_unit: 'day' as const,
    split_volume: false,
    apply_to_volume: true,
    allow_max_billing_cycles: false,
    max_billing_cycles: null,
    savings_display_mode: 'percentage' as const,
    savings_label: 'Save 10%',
    company_default: false,
    active: true,
  },
];

/**
 * Demo catalog: products (sold in the US and Germany), each with the picture the seed draws and
 * uploads through the media flow (`art`, product-art.ts), and the plans it can be subscribed on.
 */
export const demoProducts = [
  {
    title: 'Aurora Face Serum',
    slug: 'aurora-face-serum',
    description: 'A light vitamin C serum for every morning.',
    art: { top: '#fdf1e3', bottom: '#f6d8b8', body: '#f08a24', cap: '#3b2f2a', shape: 'bottle' as const },
    plan_names: [] as string[],
    variants: [{ title: '30 ml', sku: 'AURORA-30', countries: [{ country: 'US', price: 3400 }, { country: 'DE', price: 2990 }] }],
  },
  {
    title: 'Citrus Body Wash',
    slug: 'citrus-body-wash',
    description: 'Fresh citrus scent, gentle on the skin.',
    art: { top: '#fff8d9', bottom: '#fbe7a1', body: '#f3c623', cap: '#ffffff', shape: 'tube' as const },
    plan_names: [] as string[],
    variants: [{ title: '250 ml', sku: 'CITRUS-250', countries: [{ country: 'US', price: 1450 }, { country: 'DE', price: 1290 }] }],
  },
  {
    title: 'Daily Greens Powder',
    slug: 'daily-greens-powder',
    description: 'Thirty servings of greens for your morning smoothie, delivered every month if you like.',
    art: { top: '#eef6ea', bottom: '#cfe5c4', body: '#5a9a4a', cap: '#f4f1e8', shape: 'jar' as const },
    plan_names: ['Monthly delivery'],
    variants: [
      {
        title: '30 servings',
        sku: 'GREENS-30',
        allow_subscription: true,
        countries: [
          { country: 'US', price: 3200, subscription_price: 2880 },
          { country: 'DE', price: 2790, subscription_price: 2510 },
        ],
      },
      {
        title: '60 servings',
        sku: 'GREENS-60',
        allow_subscription: true,
        track_quantity: true,
        inventory_quantity: 25,
        countries: [
          { country: 'US', price: 5800, subscription_price: 5220 },
          { country: 'DE', price: 4990, subscription_price: 4490 },
        ],
      },
    ],
  },
];

/** Demo collections, naming their products by slug (the seed resolves the ids). */
export const demoCollections = [
  {
    title: 'Bestsellers',
    slug: 'bestsellers',
    description: 'The products our customers come back for.',
    product_slugs: ['aurora-face-serum', 'citrus-body-wash', 'daily-greens-powder'],
  },
];

export const demoPages = [{ title: 'About', slug: 'about', body: '<p>We are a demo shop running on your laptop.</p>' }];
