import * as z from 'zod';
import { ynFlag } from './common.ts';
import { lazySchema } from '../lazy-schema.ts';

export const popupSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    isActive: z.boolean(),
    title: z.string(),
    content: z.string(),
    position: z.enum(['manual', 'center']),
    padding_x: z.number().nonnegative().default(16),
    padding_y: z.number().nonnegative().default(16),
    top_margin: z.number().nonnegative().default(0),
    left_margin: z.number().nonnegative().default(0),
  }),
);
export type Popup = z.infer<typeof popupSchema>;

export const boardMenuSchema = lazySchema(() =>
  z.object({ value: z.string(), name: z.string() }),
);

/** Wording that differs per tenant (spec 2.3, part 1 section 4, part 2 4.2): data, not code. */
export const companyLabelsSchema = lazySchema(() =>
  z
    .object({
      badgePreparing: z.string().optional(),
      badgeActive: z.string().optional(),
      badgeClosed: z.string().optional(),
      inquiryMenu: z.string().optional(),
      /** Before the notice period on the history (spec part 2, 2.4: certain tenants show '[Application period]'). */
      periodPrefix: z.string().optional(),
    })
    .default({}),
);
export type CompanyLabels = z.infer<typeof companyLabelsSchema>;

/**
 * A tenant's brand colours and its logo's contrast on the header (docs/tenant-config.md 'company.theme'). Every
 * colour the site paints as 'brand' (buttons, links, stepper, focus rings, Primer's accent) derives from `primary`.
 */
export const companyThemeSchema = lazySchema(() =>
  z.object({
    /** The brand colour, '#RRGGBB'; absent: the portal's blue (constants.colors.primary). */
    primary: z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: '색상은 #RRGGBB 형식으로 입력해 주세요.' }).optional(),
    /** The logo's dominant colour when known: the header puts a light plate behind the logo when it is too faint there. */
    logo_color: z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: '색상은 #RRGGBB 형식으로 입력해 주세요.' }).optional(),
    /** 'auto' (default): a plate when the logo lacks contrast (unknown colour: whenever the header is black). */
    logo_plate: z.enum(['auto', 'always', 'never']).default('auto'),
  }),
);
export type CompanyTheme = z.infer<typeof companyThemeSchema>;

export const siteSchema = lazySchema(() =>
  z.object({
    landingImgUrl: z.string().optional(),
    logoUrl: z.string().optional(),
    logo_width: z.number().positive().optional(),
    move_homepage: ynFlag.default('N'),
    message_position: z.string().default('left'),
    main_message: z.string().default(''),
    sub_message: z.string().default(''),
    main_font_size: z.number().positive().optional(),
    sub_font_size: z.number().positive().optional(),
    introduction: z.string().default(''),
    terms_privacy: z.string().default(''),
    terms_email: z.string().default(''),
    submit_agreements: z.string().default(''),
  }),
);
export type Site = z.infer<typeof siteSchema>;

export const companySchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    domain: z.string(),
    name: z.string(),
    logoUrl: z.string().optional(),
    website: z.string().optional(),
    headerColor: z.enum(['white', 'black']).default('white'),
    theme: companyThemeSchema.optional(),
    popups: z.array(popupSchema),
    boardMenus: z.array(boardMenuSchema),
    projects_count: z.number().int().nonnegative(),
    labels: companyLabelsSchema,
    site: siteSchema,
  }),
);
export type Company = z.infer<typeof companySchema>;

/** getCompanyByDomain: public brand data only, or {} when unknown. */
export const companyBrandSchema = lazySchema(() =>
  z.union([
    z.object({
      id: z.number().int(),
      domain: z.string(),
      name: z.string(),
      logoUrl: z.string().optional(),
      site: z.object({ logoUrl: z.string().optional() }),
      homeUrl: z.string(),
    }),
    z.object({}).strict(),
  ]),
);
export type CompanyBrand = z.infer<typeof companyBrandSchema>;

export const hostCheckSchema = lazySchema(() =>
  z.union([
    z.object({ company: companySchema, fileDomain: z.string(), workspace: z.string().optional() }),
    z.object({ error: z.string() }),
  ]),
);
export type HostCheck = z.infer<typeof hostCheckSchema>;

export const checkCompanySchema = lazySchema(() =>
  z.union([
    z.object({ result: z.literal('match'), company: companySchema }),
    z.object({ result: z.literal('noMatch') }),
  ]),
);
export type CheckCompany = z.infer<typeof checkCompanySchema>;

export const companyListItemSchema = lazySchema(() =>
  z.object({ id: z.number().int(), domain: z.string(), name: z.string() }),
);
export const companiesQuerySchema = lazySchema(() =>
  z
    .object({ name: z.string().max(100, { error: '회사명은 100자 이내로 입력해 주세요.' }).optional() }),
);

export const domainParamSchema = lazySchema(() =>
  z.object({
    domain: z
      .string()
      .min(1, { error: '도메인을 입력해 주세요.' })
      .max(253, { error: '도메인이 너무 깁니다.' })
      .regex(/^[a-z0-9.-]+(:\d{1,5})?$/i, { error: '도메인 형식이 올바르지 않습니다.' }),
  }),
);

export const checkTestSchema = lazySchema(() =>
  z.object({ isTest: ynFlag }),
);
