/** The single table's shape, read by the CDK stack and by the local table creation alike. */
export const tableDefinition = {
  partitionKey: 'pk',
  sortKey: 'sk',
  ttlAttribute: 'expiresAt',
  globalSecondaryIndexes: [{ indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' }],
  /** The table's stream, read by the delivery Lambda's event source mapping (locally played from the writes: local-delivery.ts). */
  stream: 'NEW_IMAGE',
  /**
   * The key layout of keys.ts: raised when keys move, so local tables are rebuilt (create-table.ts). 2: partitions
   * within a tenant; 3: the directory lists every tenant (DIR#TENANTS, the message sweep's), written at import.
   */
  keyLayout: 3,
} as const;
