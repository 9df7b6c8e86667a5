/** The table's stream images read as the store's adapter wrote them: jobs reach adapters only through the wiring. */
export { outboxMessageOfImage } from '../adapters/dynamodb/outbox-repository.ts';
