import { Button } from '@primer/react';
import { messages } from '@portal/shared/messages';

const pm = messages.formPage;

export interface FormActionsProps {
  isTest: boolean;
  readOnly: boolean;
  isFirst: boolean;
  isLast: boolean;
  /** The page is complete: its save is a 'Save', never a temporary one (spec 4). */
  confirmed: boolean;
  busy: boolean;
  onPrevious: () => void;
  onTempSave: () => void;
  onSave: () => void;
  onTestMove: (delta: -1 | 1) => void;
}

/** The sticky 이전 / 임시저장 (or 저장) / 다음 bar; staff test mode moves without saving; a submitted page has none. */
export function FormActions({ isTest, readOnly, isFirst, isLast, confirmed, busy, onPrevious, onTempSave, onSave, onTestMove }: FormActionsProps) {
  if (isTest)
    return (
      <div className="fe-actions">
        <span className="fe-test-label">{pm.testing}</span>
        <Button onClick={() => onTestMove(-1)}>{pm.previous}</Button>
        <Button variant="primary" onClick={() => onTestMove(1)}>
          {pm.next}
        </Button>
      </div>
    );
  if (readOnly) return <div className="fe-actions" />;
  return (
    <div className="fe-actions">
      <Button onClick={onPrevious} disabled={isFirst || busy}>
        {pm.previous}
      </Button>
      {confirmed ? (
        <Button onClick={onSave} disabled={busy}>
          {pm.save}
        </Button>
      ) : (
        <Button onClick={onTempSave} disabled={busy}>
          {pm.tempSave}
        </Button>
      )}
      <Button type="submit" variant="primary" disabled={busy}>
        {isLast ? pm.preview : pm.next}
      </Button>
    </div>
  );
}
