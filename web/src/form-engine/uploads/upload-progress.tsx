/** An accessible progress bar of one upload (role=progressbar with its percent). */
export function UploadProgress({ percent, label }: { percent: number; label: string }) {
  return (
    <div className="upload-progress" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
      <div className="upload-progress__bar" style={{ width: `${percent}%` }} />
    </div>
  );
}
