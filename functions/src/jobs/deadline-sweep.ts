/**
 * Deadline job placeholder: the EventBridge schedule and the local timer already call it.
 * The submission issue fills it in (turning last autosaved drafts into temporary saves at each
 * project's deadline); until then it only reports that it ran.
 */
export async function handler(): Promise<{ processed: number }> {
  return { processed: 0 };
}
