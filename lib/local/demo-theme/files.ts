/**
 * The demo theme `npm start` seeds, as data: one entry per template file, keyed the way the theme
 * editor names it (`type/name`). Small but real: a layout with the three placeholders, a header
 * section, a price snippet, home, product and page templates, both error templates and two locales.
 * Every variable carrying text or a URL is output through `| escape`; only the placeholders and the
 * merchant's own HTML (`page.body`) are output as is (README "Themes": which objects are HTML-safe).
 */
export const demoThemeName = 'Demo theme';

export const demoThemeFiles: Record<string, string> = {
  'layout/theme': `<!doctype html>
<html lang="{{ request.locale | default: 'en' | escape }}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>{% if product %}{{ product.title | escape }} · {% elsif page %}{{ page.title | escape }} · {% elsif error %}{{ error.status_message | escape }} · {% endif %}{{ shop.name | escape }}</title>
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
  <nav><a href="{{ shop_url | escape }}/pages/about">{{ 'nav.about' | t | escape }}</a></nav>
</header>`,
  'snippet/price': `<p class="price">{{ amount | default: '—' | escape }}</p>`,
  'home/default': `<h1>{{ 'home.welcome' | t | escape }} {{ shop.name | escape }}</h1>
<p>{{ 'home.intro' | t | escape }}</p>
<ul class="products">
  <li><a href="/products/aurora-face-serum">Aurora Face Serum</a></li>
  <li><a href="/products/citrus-body-wash">Citrus Body Wash</a></li>
</ul>`,
  'product/default': `<article class="product">
  <h1>{{ product.title | escape }}</h1>
  {%- comment -%} The visitor's country price; without a known country, the first listed one. {%- endcomment -%}
  {% assign amount = product.display_price | default: product.variants.first.variant_countries.first.display_price %}
  {% render 'price', amount: amount %}
  {% if product.description %}<p>{{ product.description | escape }}</p>{% endif %}
  {% if rep %}<p class="rep">{{ 'product.shared_by' | t | escape }} {{ rep.username | escape }}</p>{% endif %}
  <p><a href="/">{{ 'nav.back' | t | escape }}</a></p>
</article>`,
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
    home: { welcome: 'Welcome to', intro: 'Our favourite products this season.' },
    product: { shared_by: 'Recommended by' },
    errors: { not_found: "We couldn't find the page you were looking for.", unavailable: 'Please try again in a moment.' },
  }),
  'locale/es': JSON.stringify({
    nav: { about: 'Quiénes somos', back: 'Volver a la tienda' },
    home: { welcome: 'Bienvenido a', intro: 'Nuestros productos favoritos de la temporada.' },
    product: { shared_by: 'Recomendado por' },
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

export const demoPages = [{ title: 'About', slug: 'about', body: '<p>We are a demo shop running on your laptop.</p>' }];
