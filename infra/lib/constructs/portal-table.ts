import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { BackupPlan, BackupPlanRule, BackupResource, BackupVault } from 'aws-cdk-lib/aws-backup';
import { Schedule } from 'aws-cdk-lib/aws-events';
import { AttributeType, BillingMode, ContributorInsightsMode, ProjectionType, StreamViewType, Table, TableEncryption, type ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { tableDefinition } from '../../../functions/src/adapters/dynamodb/table-definition.ts';
import { WARM_THROUGHPUT, type WarmUnits } from '../capacity.ts';
import type { RestoredTable, StageCapacity } from '../stages.ts';

export interface PortalTableProps {
  readonly removalPolicy: RemovalPolicy;
  /** Refuse DeleteTable (prod). */
  readonly deletionProtection: boolean;
  /** Warm throughput for a deadline-ready stage; a cost ceiling where the stage file asks for one. */
  readonly capacity: StageCapacity;
  /** Serve from a restored table instead (the stage file's `restoredTable`); the stack's own table is kept as it is. */
  readonly restored?: RestoredTable | undefined;
}

/**
 * The single table, shaped by functions/src/adapters/dynamodb/table-definition.ts (the same
 * definition the local runner creates its table from). Keys are strings, GSIs project ALL.
 * Contributor Insights is on for the table and every index: the runbook's first look at TableThrottles (the hot keys).
 */
export class PortalTable extends Construct {
  /** The table the functions, the stream, the alarms and the backups use: the stack's own, or the restored one. */
  readonly table: ITable;
  /** The stack's own table (retained on retained stages), whether or not it is served. */
  readonly own: Table;

  constructor(scope: Construct, id: string, props: PortalTableProps) {
    super(scope, id);
    const d = tableDefinition;
    const ceiling = props.capacity.tableMaxUnitsPerSecond;
    const warm = (units: WarmUnits | undefined) => (props.capacity.deadlineReady && units ? { warmThroughput: checkedWarm(units, ceiling) } : {});
    const max = ceiling ? { maxReadRequestUnits: ceiling.read, maxWriteRequestUnits: ceiling.write } : {};
    const insights = { contributorInsightsSpecification: { enabled: true, mode: ContributorInsightsMode.ACCESSED_AND_THROTTLED_KEYS } };
    this.own = new Table(this, 'Table', {
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
      ...warm(WARM_THROUGHPUT.table),
      ...max,
      ...insights,
    });
    for (const g of d.globalSecondaryIndexes) {
      this.own.addGlobalSecondaryIndex({
        indexName: g.indexName,
        partitionKey: { name: g.partitionKey, type: AttributeType.STRING },
        sortKey: { name: g.sortKey, type: AttributeType.STRING },
        projectionType: ProjectionType.ALL,
        ...warm(WARM_THROUGHPUT.indexes[g.indexName]),
        ...max,
        ...insights,
      });
    }

    this.table = props.restored
      ? Table.fromTableAttributes(this, 'Restored', {
          tableName: props.restored.name,
          tableStreamArn: props.restored.streamArn,
          globalIndexes: d.globalSecondaryIndexes.map((g) => g.indexName),
        })
      : this.own;

    // A retained stage's daily backups beside point-in-time recovery (35 days): a copy that survives the table's
    // deletion or an operator's mistake found late. Kept as long as PITR, so destroyed data (issue 46) outlives its
    // destruction in a backup by at most 35 days (docs/compliance.md).
    if (props.removalPolicy === RemovalPolicy.RETAIN) {
      const vault = new BackupVault(this, 'Vault', { removalPolicy: RemovalPolicy.RETAIN });
      const plan = new BackupPlan(this, 'Backup', { backupVault: vault });
      plan.addRule(new BackupPlanRule({ ruleName: 'Daily', scheduleExpression: Schedule.cron({ hour: '18', minute: '0' }) /* 03:00 in Korea */, deleteAfter: Duration.days(BACKUP_DAYS) }));
      plan.addSelection('Table', { resources: [BackupResource.fromArn(this.table.tableArn)] });
    }
  }
}

/** How long a daily backup of a retained stage's table is kept (as long as point-in-time recovery reaches back). */
export const BACKUP_DAYS = 35;

/** Warm throughput above the stage's ceiling could never be used: refused at synth rather than by DynamoDB at deploy. */
function checkedWarm(units: WarmUnits, ceiling: StageCapacity['tableMaxUnitsPerSecond']): WarmUnits {
  if (ceiling && (units.readUnitsPerSecond > ceiling.read || units.writeUnitsPerSecond > ceiling.write)) {
    throw new Error(
      `The table's ceiling (${ceiling.read} read, ${ceiling.write} write units a second) is below the warm throughput a deadline-ready stage needs (${units.readUnitsPerSecond} read, ${units.writeUnitsPerSecond} write): raise it or drop it (docs/capacity.md).`,
    );
  }
  return units;
}
