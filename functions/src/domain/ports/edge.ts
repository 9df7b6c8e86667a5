/**
 * The values CloudFront's origin header may carry (docs/deploy.md 'Only through CloudFront'): the secret's current
 * value and, while a rotation is under way, the one before it. The HTTP layer asks before anything else.
 */
export interface OriginSecrets {
  /**
   * Whether a request's origin header holds one of the values. An adapter that keeps a copy reads the secret again
   * (at most every so often) before it refuses, so a new value is taken as soon as CloudFront sends it.
   */
  accepts(presented: string | undefined): Promise<boolean>;
}
