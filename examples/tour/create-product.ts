import { createApiClient, idempotencyKey } from 'commerce-platform-api/client';

// Path, body and answer are typed from the API's OpenAPI document: a misspelt field fails to compile.
const api = createApiClient({ baseUrl: process.env.API!, token: process.env.TOKEN });
const { data, error } = await api.POST('/api/v202604/company/products', {
  body: {
    product: {
      title: 'Tour Tea',
      status: 'published',
      public: true,
      variants: [{ title: 'Tin', sku: 'TEA-1', countries: [{ country: 'US', price: 1200 }] }],
    },
  },
  headers: idempotencyKey(), // a retry with the same key replays the first answer instead of a second product
});
if (error) throw new Error(`the API refused the product: ${JSON.stringify(error)}`);
console.log(data.product.id);
