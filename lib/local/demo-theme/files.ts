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
  <style>
    body { font-family: system-ui, sans-serif; margin: 0; color: #1d1d1f; }
    header, main, footer { max-width: 48rem; margin: 0 auto; padding: 1rem; }
    header { display: flex; justify-content: space-between; border-bottom: 1px solid #ddd; }
    a { color: #0057b8; }
    .products { list-style: none; padding: 0; display: grid; gap: 1rem; grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr)); }
    .products li { border: 1px solid #ddd; border-radius: .5rem; padding: 1rem; }
    .price { font-size: 1.25rem; font-weight: 600; }
  </style>
  {{ content_for_header }}
</head>
<body data-page-type="{{ request.page_type | escape }}">
  {% section 'header' %}
  <main>{{ content_for_layout }}</main>
  <footer><small>© {{ shop.name | escape }}</small></footer>
  {{ content_for_footer }}
</body>
</html>`,
  'section/header': `<header>
  <a href="{{ shop_url | escape }}/" class="brand">{% if logo_url %}<img src="{{ logo_url | escape }}" alt="{{ shop.name | escape }}" height="32">{% else %}{{ shop.name | escape }}{% endif %}</a>
  <nav><a href="{{ shop_url | escape }}/pages/about">{{ 'nav.about' | t | escape }}</a> <a href="/cart">Cart</a></nav>
</header>`,
  'snippet/price': `<p class="price">{{ amount | default: '—' | escape }}</p>`,
  'home/default': `<h1>{{ 'home.welcome' | t | escape }} {{ shop.name | escape }}</h1>
<p>{{ 'home.intro' | t | escape }}</p>
{% render 'product-grid', products: products %}
{% if collections.size > 0 %}
<h2>{{ 'home.collections' | t | escape }}</h2>
<ul class="collections">
  {% for collection in collections %}<li><a href="{{ collection.url | escape }}">{{ collection.title | escape }}</a></li>{% endfor %}
</ul>
{% endif %}`,
  'snippet/product-grid': `<ul class="products">
  {% for product in products %}
  <li><a href="{{ product.url | escape }}">{{ product.title | escape }}</a>{% render 'price', amount: product.price %}</li>
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
  'product/default': `<article class="product">
  <h1>{{ product.title | escape }}</h1>
  {% render 'price', amount: product.price %}
  {% if product.description %}<p>{{ product.description | escape }}</p>{% endif %}
  <ul class="variants">
    {% for variant in product.variants %}
    <li>{{ variant.title | escape }}: {{ variant.price | default: '—' | escape }} · {% if variant.available %}{{ 'product.in_stock' | t | escape }}{% else %}{{ 'product.sold_out' | t | escape }}{% endif %}</li>
    {% endfor %}
  </ul>
  {% if product.subscription_plans.size > 0 %}
  <p class="plans">{{ 'product.subscribe_on' | t | escape }} {% for plan in product.subscription_plans %}{{ plan.name | escape }}{% unless forloop.last %}, {% endunless %}{% endfor %}</p>
  {% endif %}
  <form method="post" action="/cart" class="add-to-cart">
    <input type="hidden" name="form_token" value="{{ form_token | escape }}">
    <input type="hidden" name="action" value="add">
    <input type="hidden" name="product_id" value="{{ product.id }}">
    <label for="variant_id">Option</label>
    <select id="variant_id" name="variant_id">{% for variant in product.variants %}<option value="{{ variant.id }}"{% unless variant.available %} disabled{% endunless %}>{{ variant.title | escape }} – {{ variant.price | default: '—' | escape }}</option>{% endfor %}</select>
    <label for="quantity">Quantity</label>
    <input id="quantity" name="quantity" type="number" min="1" max="999" value="1">
    {% if product.subscription_plans.size > 0 %}
    <label for="subscription_plan_id">Purchase</label>
    <select id="subscription_plan_id" name="subscription_plan_id"><option value="">One-time purchase</option>{% for plan in product.subscription_plans %}<option value="{{ plan.id }}">Subscribe: {{ plan.name | escape }}</option>{% endfor %}</select>
    {% endif %}
    <button type="submit"{% unless product.available %} disabled{% endunless %}>Add to cart</button>
  </form>
  {% if rep %}<p class="rep">{{ 'product.shared_by' | t | escape }} {{ rep.username | escape }}</p>{% endif %}
  <p><a href="/">{{ 'nav.back' | t | escape }}</a></p>
</article>`,
  'collection/default': `<h1>{{ collection.title | escape }}</h1>
{% if collection.description %}<p>{{ collection.description | escape }}</p>{% endif %}
{% render 'product-grid', products: products %}
{% render 'pagination', pagination: pagination %}`,
  'category/default': `<h1>{{ category.title | escape }}</h1>
{% if category.description %}<p>{{ category.description | escape }}</p>{% endif %}
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
  'cart/default': `<h1>Cart</h1>
{% render 'form-errors', errors: form_errors %}
{% if cart and cart.items.size > 0 %}
{% for message in cart.messages.errors %}<p class="error">{{ message | escape }}</p>{% endfor %}
{% for message in cart.messages.warnings %}<p class="warning">{{ message | escape }}</p>{% endfor %}
<table class="lines">
  <thead><tr><th scope="col">Item</th><th scope="col">Price</th><th scope="col">Quantity</th><th scope="col">Total</th></tr></thead>
  <tbody>
  {% for item in cart.items %}
  <tr>
    <td>{{ item.product_title | escape }} ({{ item.title | escape }}){% if item.subscription %} · Subscription{% endif %}</td>
    <td>{{ item.price_in_currency | escape }}</td>
    <td>
      <form method="post" action="/cart">
        <input type="hidden" name="form_token" value="{{ form_token | escape }}"><input type="hidden" name="state_revision" value="{{ cart.state_revision }}">
        <input type="hidden" name="action" value="update"><input type="hidden" name="line_id" value="{{ item.id }}">
        <label for="quantity-{{ item.id }}">Quantity of {{ item.product_title | escape }}</label>
        <input id="quantity-{{ item.id }}" name="quantity" type="number" min="0" max="999" value="{{ item.quantity }}">
        <button type="submit">Update {{ item.product_title | escape }}</button>
      </form>
      <form method="post" action="/cart">
        <input type="hidden" name="form_token" value="{{ form_token | escape }}"><input type="hidden" name="state_revision" value="{{ cart.state_revision }}">
        <input type="hidden" name="action" value="remove"><input type="hidden" name="line_id" value="{{ item.id }}">
        <button type="submit">Remove {{ item.product_title | escape }}</button>
      </form>
    </td>
    <td>{{ item.total_after_discounts_in_currency | escape }}</td>
  </tr>
  {% endfor %}
  </tbody>
</table>
<form method="post" action="/cart" class="discount">
  <input type="hidden" name="form_token" value="{{ form_token | escape }}"><input type="hidden" name="action" value="apply_discount">
  <label for="discount_code">Discount code</label>
  <input id="discount_code" name="discount_code" autocomplete="off">
  <button type="submit">Apply</button>
</form>
{% for code in cart.discount_codes %}
<form method="post" action="/cart">
  <input type="hidden" name="form_token" value="{{ form_token | escape }}"><input type="hidden" name="action" value="remove_discount"><input type="hidden" name="discount_code" value="{{ code | escape }}">
  <button type="submit">Remove code {{ code | escape }}</button>
</form>
{% endfor %}
{% render 'cart-totals', cart: cart %}
<form method="get" action="{{ cart.checkout_url | escape }}"><button type="submit">Checkout</button></form>
{% else %}
<p>Your cart is empty.</p>
{% endif %}`,
  'checkout/default': `<h1>Checkout</h1>
{% render 'form-errors', errors: form_errors %}
{% for message in cart.messages.errors %}<p class="error">{{ message | escape }}</p>{% endfor %}
<form method="post" action="{{ cart.checkout_url | escape }}" class="checkout">
  <input type="hidden" name="form_token" value="{{ form_token | escape }}"><input type="hidden" name="state_revision" value="{{ cart.state_revision }}"><input type="hidden" name="shown_total" value="{{ cart.amount_total }}">
  <label for="email">Email</label>
  <input id="email" name="email" type="email" autocomplete="email" value="{{ cart.email | escape }}" required>
  <fieldset>
    <legend>Shipping address</legend>
    <label for="name">Name</label><input id="name" name="name" autocomplete="name" value="{{ cart.shipping_address.name | escape }}">
    <label for="address1">Address</label><input id="address1" name="address1" autocomplete="address-line1" value="{{ cart.shipping_address.address1 | escape }}">
    <label for="city">City</label><input id="city" name="city" autocomplete="address-level2" value="{{ cart.shipping_address.city | escape }}">
    <label for="state">State/Region</label><input id="state" name="state" autocomplete="address-level1" value="{{ cart.shipping_address.state | escape }}">
    <label for="postal_code">Postal code</label><input id="postal_code" name="postal_code" autocomplete="postal-code" value="{{ cart.shipping_address.postal_code | escape }}">
    <label for="country">Country</label><select id="country" name="country" disabled><option>{{ cart.country.name | default: cart.country.iso | escape }}</option></select>
  </fieldset>
  {% if cart.available_shipping_methods.size > 0 %}
  <fieldset>
    <legend>Shipping method</legend>
    {% for method in cart.available_shipping_methods %}
    <input type="radio" id="shipping-{{ method.id | escape }}" name="shipping_method_id" value="{{ method.id | escape }}"{% if cart.shipping_method.id == method.id %} checked{% endif %}>
    <label for="shipping-{{ method.id | escape }}">{{ method.title | escape }} ({{ method.price_in_currency | escape }})</label>
    {% endfor %}
  </fieldset>
  {% endif %}
  {% if cart.agreements.size > 0 %}
  <fieldset>
    <legend>Agreements</legend>
    {% for agreement in cart.agreements %}
    <input type="hidden" name="agreement_shown" value="{{ agreement.id }}">
    <input type="checkbox" id="agreement-{{ agreement.id }}" name="agreement" value="{{ agreement.id }}"{% if agreement.accepted or agreement.default_checked %} checked{% endif %}>
    <label for="agreement-{{ agreement.id }}">I accept the {{ agreement.title | escape }}{% if agreement.required %} (required){% endif %}</label>
    {% if agreement.show_path %}<a href="{{ agreement.show_path | escape }}">Read the {{ agreement.title | escape }}</a>{% endif %}
    {% endfor %}
  </fieldset>
  {% endif %}
  {% render 'cart-totals', cart: cart %}
  <p>Payment: built-in test payment method</p>
  <button type="submit" name="action" value="save">Update totals</button>
  <button type="submit" name="action" value="place">Place order</button>
</form>`,
  'order/default': `<h1>Thank you for your order</h1>
<p>Order <strong class="order-number">{{ order.number | escape }}</strong>. A confirmation goes to {{ order.email | escape }}.</p>
<table class="lines">
  <thead><tr><th scope="col">Item</th><th scope="col">Quantity</th><th scope="col">Total</th></tr></thead>
  <tbody>{% for line in order.items %}<tr><td>{{ line.product_title | escape }} ({{ line.title | escape }})</td><td>{{ line.quantity }}</td><td>{{ line.total_after_discounts | money: order.currency_code | escape }}</td></tr>{% endfor %}</tbody>
</table>
<dl class="totals">
  <dt>Subtotal</dt><dd>{{ order.sub_total | money: order.currency_code | escape }}</dd>
  <dt>Discount</dt><dd>{{ order.discount_total | money: order.currency_code | escape }}</dd>
  <dt>Shipping</dt><dd>{{ order.shipping_total | money: order.currency_code | escape }}</dd>
  <dt>Tax</dt><dd>{{ order.tax_total | money: order.currency_code | escape }}</dd>
  <dt>Total</dt><dd class="total">{{ order.amount_total | money: order.currency_code | escape }}</dd>
</dl>
<p><a href="/">Continue shopping</a></p>`,
  'page/default': `<article class="page">
  <h1>{{ page.title | escape }}</h1>
  {%- comment -%} The page body is the merchant's HTML, output as is (README "Themes": HTML-safe objects). {%- endcomment -%}
  {{ page.body }}
</article>`,
  'error_page/404': `<section class="error">
  <h1>{{ error.status_message | escape }}</h1>
  <p>{{ 'errors.not_found' | t | escape }}</p>
  <p><a href="{{ shop_url | escape }}/">{{ 'nav.back' | t | escape }}</a></p>
</section>`,
  'error_page/503': `<section class="error">
  <h1>{{ error.status_message | escape }}</h1>
  <p>{{ 'errors.unavailable' | t | escape }}</p>
</section>`,
  'locale/en': JSON.stringify({
    nav: { about: 'About', back: 'Back to the shop' },
    home: { welcome: 'Welcome to', intro: 'Our favourite products this season.', collections: 'Collections' },
    product: { shared_by: 'Recommended by', in_stock: 'In stock', sold_out: 'Sold out', subscribe_on: 'Subscribe and save:' },
    catalog: { empty: 'No products yet.', pages: 'Pages', first: 'First page', next: 'Next page' },
    errors: { not_found: "We couldn't find the page you were looking for.", unavailable: 'Please try again in a moment.' },
  }),
  'locale/es': JSON.stringify({
    nav: { about: 'Quiénes somos', back: 'Volver a la tienda' },
    home: { welcome: 'Bienvenido a', intro: 'Nuestros productos favoritos de la temporada.', collections: 'Colecciones' },
    product: { shared_by: 'Recomendado por', in_stock: 'Disponible', sold_out: 'Agotado', subscribe_on: 'Suscríbete y ahorra:' },
    catalog: { empty: 'Aún no hay productos.', pages: 'Páginas', first: 'Primera página', next: 'Página siguiente' },
    errors: { not_found: 'No encontramos la página que buscabas.', unavailable: 'Vuelve a intentarlo en un momento.' },
  }),
};

/** Demo catalog: products (sold in the US and Germany) and the About page the header links to. */
export const demoProducts = [
  {
    title: 'Aurora Face Serum',
    slug: 'aurora-face-serum',
    description: 'A light vitamin C serum for every morning.',
    variants: [{ title: '30 ml', sku: 'AURORA-30', countries: [{ country: 'US', price: 3400 }, { country: 'DE', price: 2990 }] }],
  },
  {
    title: 'Citrus Body Wash',
    slug: 'citrus-body-wash',
    description: 'Fresh citrus scent, gentle on the skin.',
    variants: [{ title: '250 ml', sku: 'CITRUS-250', countries: [{ country: 'US', price: 1450 }, { country: 'DE', price: 1290 }] }],
  },
];

/** Demo collections, naming their products by slug (the seed resolves the ids). */
export const demoCollections = [{ title: 'Bestsellers', slug: 'bestsellers', product_slugs: ['aurora-face-serum', 'citrus-body-wash'] }];

export const demoPages = [{ title: 'About', slug: 'about', body: '<p>We are a demo shop running on your laptop.</p>' }];
