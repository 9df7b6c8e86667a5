import * as z from 'zod';
import { boardCodeParamsSchema, boardCodeQuerySchema, boardListParamsSchema, boardListQuerySchema, boardListSchema, boardOptionSchema, boardParamsSchema, boardPostSchema } from '../schemas/board.ts';
import { checkCompanySchema, checkTestSchema, companiesQuerySchema, companyBrandSchema, companyListItemSchema, companySchema, domainParamSchema, hostCheckSchema } from '../schemas/company.ts';
import { downloadLinkQuerySchema, downloadLinkSchema } from '../schemas/form-api.ts';
import { postingDetailSchema, postingSummarySchema, recruitParamsSchema, recruitsParamsSchema } from '../schemas/posting.ts';
import { projectDetailSchema, projectNoticeItemSchema, projectNoticesParamsSchema, projectParamsSchema, projectsQuerySchema, projectSummarySchema } from '../schemas/project.ts';
import { lazySchema } from '../lazy-schema.ts';
import { endpoint, type Scope } from './contract.ts';

const both: readonly Scope[] = ['app', 'admin'];
// Derived schemas are built on first use (lazySchema): contracts must not build schemas while a bundle starts.

export const GetCompanyByDomain = endpoint({ id: 'GetCompanyByDomain', method: 'GET', path: '/getCompanyByDomain/{domain}', scopes: both, auth: 'visitor', summary: '도메인으로 회사의 로고와 이름을 조회합니다.', params: domainParamSchema, response: companyBrandSchema });
export const CheckCompany = endpoint({ id: 'CheckCompany', method: 'GET', path: '/checkCompany', scopes: both, auth: 'visitor', summary: '접속한 호스트의 회사를 확인합니다.', response: checkCompanySchema });
export const CheckHostname = endpoint({ id: 'CheckHostname', method: 'GET', path: '/checkHostname', scopes: both, auth: 'visitor', summary: '접속한 호스트의 회사와 파일 도메인을 조회합니다.', startup: true, plain: true, response: hostCheckSchema });
export const ListCompanies = endpoint({ id: 'ListCompanies', method: 'GET', path: '/companies', scopes: both, auth: 'visitor', summary: '회사 목록을 조회합니다.', query: companiesQuerySchema, response: lazySchema(() => z.array(companyListItemSchema)) });
export const GetCompany = endpoint({ id: 'GetCompany', method: 'GET', path: '/company/{id}', scopes: both, auth: 'visitor', summary: '회사 정보를 조회합니다.', params: projectParamsSchema, response: companySchema });
// The postings are read without zod by the public pages (web/src/features/recruits/api/plain-postings.ts).
export const ListRecruits = endpoint({ id: 'ListRecruits', method: 'GET', path: '/recruits/{companyId}', scopes: both, auth: 'visitor', summary: '채용공고 목록을 조회합니다.', startup: true, plain: true, params: recruitsParamsSchema, response: lazySchema(() => z.array(postingSummarySchema)) });
export const GetRecruit = endpoint({ id: 'GetRecruit', method: 'GET', path: '/recruit/{noticeId}', scopes: both, auth: 'visitor', summary: '채용공고 상세를 조회합니다.', startup: true, plain: true, params: recruitParamsSchema, response: postingDetailSchema });
export const ListBoards = endpoint({ id: 'ListBoards', method: 'GET', path: '/boards/{type}/{companyId}', scopes: both, auth: 'visitor', summary: '게시판 글 목록을 조회합니다.', plain: true, params: boardListParamsSchema, query: boardListQuerySchema, response: boardListSchema });
export const GetBoard = endpoint({ id: 'GetBoard', method: 'GET', path: '/board/{id}', scopes: both, auth: 'visitor', summary: '게시글을 조회합니다.', params: boardParamsSchema, response: boardPostSchema });
export const ListBoardOptions = endpoint({ id: 'ListBoardOptions', method: 'GET', path: '/code/board/{type}', scopes: both, auth: 'visitor', summary: '게시판의 분류 목록을 조회합니다.', params: boardCodeParamsSchema, query: boardCodeQuerySchema, response: lazySchema(() => z.array(boardOptionSchema)) });
export const ListProjects = endpoint({ id: 'ListProjects', method: 'GET', path: '/projects', scopes: both, auth: 'visitor', summary: '모집 공고(프로젝트) 목록을 조회합니다.', query: projectsQuerySchema, response: lazySchema(() => z.array(projectSummarySchema)) });
// Read without zod by the apply entry and the consent step (web/src/features/apply/api/plain-answers.ts).
export const GetProject = endpoint({ id: 'GetProject', method: 'GET', path: '/project/{id}', scopes: both, auth: 'visitor', summary: '모집 공고의 분야, 동의 항목과 인증 방법을 조회합니다.', plain: true, params: projectParamsSchema, response: projectDetailSchema });
export const ListProjectNotices = endpoint({ id: 'ListProjectNotices', method: 'GET', path: '/projectNotices/{companyId}', scopes: both, auth: 'visitor', summary: '회사의 모집 공고 목록을 조회합니다.', params: projectNoticesParamsSchema, response: lazySchema(() => z.array(projectNoticeItemSchema)) });
export const DownloadFile = endpoint({ id: 'DownloadFile', method: 'GET', path: '/download', scopes: both, auth: 'visitor', summary: '파일을 내려받습니다(임시 주소로 이동하거나 주소를 알려 줍니다).', plain: true, query: downloadLinkQuerySchema, response: downloadLinkSchema, redirects: true });
export const CheckTest = endpoint({ id: 'CheckTest', method: 'GET', path: '/checkTest', scopes: both, auth: 'visitor', summary: '테스트 모드인지 확인합니다.', response: checkTestSchema });

/** The public careers site: company, postings, notices, boards, files. */
export const publicSiteEndpoints = [GetCompanyByDomain, CheckCompany, CheckHostname, ListCompanies, GetCompany, ListRecruits, GetRecruit, ListBoards, GetBoard, ListBoardOptions, ListProjects, GetProject, ListProjectNotices, DownloadFile, CheckTest] as const;
