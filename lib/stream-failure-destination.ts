import type { DlqDestinationConfig, IEventSourceDlq, IEventSourceMapping, IFunction } from 'aws-cdk-lib/aws-lambda';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';

/**
 * A stream event source mapping's on-failure destination on an SQS queue, granting the function's
 * role only what Lambda uses it for: `sqs:SendMessage` of the failed batch's record (the queue is
 * SSE-SQS, so no KMS grant). CDK's `SqsDlq` grants `grantSendMessages`, whose GetQueueAttributes
 * and GetQueueUrl neither Lambda nor the function's code ever calls (the IAM audit's unused grants).
 */
export class StreamFailureQueue implements IEventSourceDlq {
  constructor(private readonly queue: IQueue) {}

  bind(_target: IEventSourceMapping, targetHandler: IFunction): DlqDestinationConfig {
    this.queue.grant(targetHandler, 'sqs:SendMessage');
    return { destination: this.queue.queueArn };
  }
}
