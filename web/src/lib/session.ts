import type { Company } from '@portal/shared/schemas/company';

/**
 * Browser session state (spec part 1 section 3 'Session storage', section 4 'Session').
 * Everything lives in sessionStorage except the project id, which is also kept in localStorage.
 */
export const sessionKeys = {
  accessToken: 'access_token',
  workspace: 'workspace',
  applicantToken: 'applicant_token',
  /** The applicant id of the stored token, so that a reload can ask for the saved page without reading the applicant first. */
  applicantId: 'applicant_id',
  project: 'project',
  task: 'task',
  company: 'company',
  fileDomain: 'fileDomain',
  redirectCompany: 'redirectCompany',
  /** Password recovery's single-use reset token, from the confirmed code until the new password is set (R5-0-1-1). */
  resetToken: 'reset_token',
} as const;

/** localStorage key of the project id. */
export const localProjectKey = 'project';

export interface StoredTask {
  id: number;
  project_id: number;
  name: string;
}

export interface RedirectCompany {
  id: number;
  domain: string;
  homeUrl: string;
}

function read(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, value);
  } catch {
    // Storage can be unavailable (private mode, quota); the session then lives in memory only.
  }
}

function readJson<T>(key: string): T | null {
  const raw = read(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export const session = {
  accessToken: () => read(sessionKeys.accessToken),
  setAccessToken: (v: string | null) => write(sessionKeys.accessToken, v),
  workspace: () => read(sessionKeys.workspace),
  setWorkspace: (v: string | null) => write(sessionKeys.workspace, v),
  applicantToken: () => read(sessionKeys.applicantToken),
  setApplicantToken(v: string | null) {
    // The id belongs to the token it was read with.
    if (v !== read(sessionKeys.applicantToken)) write(sessionKeys.applicantId, null);
    write(sessionKeys.applicantToken, v);
  },
  applicantId(): number | null {
    const n = Number(read(sessionKeys.applicantId) ?? NaN);
    return Number.isSafeInteger(n) && n > 0 ? n : null;
  },
  setApplicantId: (id: number | null) => write(sessionKeys.applicantId, id === null ? null : String(id)),

  /** Staff are authenticated when an access token exists (spec section 4). */
  isAuthenticated: () => Boolean(read(sessionKeys.accessToken)),

  project: () => readJson<{ id: number }>(sessionKeys.project),
  setProject(project: { id: number } | null) {
    write(sessionKeys.project, project ? JSON.stringify(project) : null);
    try {
      if (project) window.localStorage.setItem(localProjectKey, String(project.id));
      else window.localStorage.removeItem(localProjectKey);
    } catch {
      /* ignore */
    }
  },
  task: () => readJson<StoredTask>(sessionKeys.task),
  setTask: (task: StoredTask | null) => write(sessionKeys.task, task ? JSON.stringify({ id: task.id, project_id: task.project_id, name: task.name }) : null),

  company: () => readJson<Company>(sessionKeys.company),
  setCompany: (company: Company | null) => write(sessionKeys.company, company ? JSON.stringify(company) : null),
  fileDomain: () => read(sessionKeys.fileDomain) ?? '',
  setFileDomain: (v: string | null) => write(sessionKeys.fileDomain, v),

  redirectCompany: () => readJson<RedirectCompany>(sessionKeys.redirectCompany),
  setRedirectCompany: (v: RedirectCompany | null) => write(sessionKeys.redirectCompany, v ? JSON.stringify(v) : null),

  resetToken: () => read(sessionKeys.resetToken),
  setResetToken: (v: string | null) => write(sessionKeys.resetToken, v),

  /** Resetting the applicant clears applicant_token (and its applicant_id), task and project. */
  resetApplicant() {
    write(sessionKeys.applicantToken, null);
    write(sessionKeys.applicantId, null);
    write(sessionKeys.task, null);
    write(sessionKeys.project, null);
  },

  /** Logout clears all session storage. */
  clear() {
    try {
      window.sessionStorage.clear();
    } catch {
      /* ignore */
    }
  },
};

/** The project id kept in localStorage. */
export function storedProjectId(): number | null {
  try {
    const raw = window.localStorage.getItem(localProjectKey);
    const n = raw === null ? NaN : Number(raw);
    return Number.isFinite(n) ? n : null;
  } catch {
    return null;
  }
}
