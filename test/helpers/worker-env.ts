import { inject } from 'vitest';
import './unit-env';

// Test workers talk to the same DynamoDB Local as the API under test (for fixtures and assertions).
process.env.DYNAMODB_ENDPOINT = inject('dynamodbEndpoint');
process.env.TABLE_NAME = inject('tableName');
