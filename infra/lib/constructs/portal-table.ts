import type { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, StreamViewType, Table, TableEncryption } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { tableDefinition } from '../../../functions/src/adapters/dynamodb/table-definition.ts';

export interface PortalTableProps {
  readonly removalPolicy: RemovalPolicy;
  /** Refuse DeleteTable (prod). */
  readonly deletionProtection: boolean;
}

/**
 * The single table, shaped by functions/src/adapters/dynamodb/table-definition.ts (the same
 * definition the local runner creates its table from). Keys are strings, GSIs project ALL.
 */
export class PortalTable extends Construct {
  readonly table: Table;

  constructor(scope: Construct, id: string, props: PortalTableProps) {
    super(scope, id);
    const d = tableDefinition;
    this.table = new Table(this, 'Table', {
      partitionKey: { name: d.partitionKey, type: AttributeType.STRING },
      sortKey: { name: d.sortKey, type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      timeToLiveAttribute: d.ttlAttribute,
      // New outbox messages reach the delivery function through the stream (docs/messaging.md).
      stream: StreamViewType[d.stream],
      encryption: TableEncryption.AWS_MANAGED,
      deletionProtection: props.deletionProtection,
      removalPolicy: props.removalPolicy,
    });
    for (const g of d.globalSecondaryIndexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: g.indexName,
        partitionKey: { name: g.partitionKey, type: AttributeType.STRING },
        sortKey: { name: g.sortKey, type: AttributeType.STRING },
        projectionType: ProjectionType.ALL,
      });
    }
  }
}
