import { describe, expect, it } from 'vitest';
import {
  cascadeChoices,
  cascadeLabel,
  cascadePath,
  resolveCascadeTask,
  selectableLevels,
  taskCascadeSchema,
  withTaskCounts,
  type TaskCascadeInput,
} from './task-cascade.ts';

const twoLevels = taskCascadeSchema.parse({
  levels: [{ label: '직렬' }, { label: '지역' }],
  options: [
    { id: 101, count: 3, name1: '행정', name2: '서울' },
    { id: 102, count: 0, name1: '행정', name2: '부산' },
    { id: 103, count: 2, name1: '기술', name2: '서울' },
    { id: 104, count: 1, name1: '행정', name2: '대구' },
    { id: 105, count: 0, name1: '전산', name2: '서울' },
  ],
} satisfies TaskCascadeInput);

const fourLevels = taskCascadeSchema.parse({
  levels: [{ label: '구분' }, { label: '직렬' }, { label: '직급' }, { label: '지역' }],
  options: [
    { id: 201, count: 1, name1: '일반', name2: '행정', name3: '6급', name4: '서울' },
    { id: 202, count: 1, name1: '일반', name2: '행정', name3: '6급', name4: '부산' },
    { id: 203, count: 1, name1: '일반', name2: '행정', name3: '7급', name4: '서울' },
    { id: 204, count: 1, name1: '일반', name2: '기술', name3: '6급', name4: '서울' },
    { id: 205, count: 1, name1: '경력', name2: '기술', name3: '5급', name4: '세종' },
  ],
});

/** Three levels, level 3 fixed to '7급', one direct first-level task. */
const withFixed = taskCascadeSchema.parse({
  levels: [{ label: '채용구분' }, { label: '직렬' }, { label: '직급' }],
  fixed: [{ level: 3, value: '7급' }],
  direct: [2251],
  options: [
    { id: 2251, count: 6, name1: '일반직 7급(행정)' },
    { id: 11312, count: 4, name1: '일반직', name2: '기술' },
    { id: 11314, count: 2, name1: '일반직', name2: '전산', name3: '7급' },
    { id: 11315, count: 0, name1: '일반직', name2: '통계' },
  ],
});

describe('taskCascadeSchema', () => {
  it('defaults fixed and direct to empty lists', () => {
    expect(twoLevels.fixed).toEqual([]);
    expect(twoLevels.direct).toEqual([]);
  });

  it('accepts 2 to 4 levels only', () => {
    const option = { id: 1, count: 1, name1: 'a' };
    expect(taskCascadeSchema.safeParse({ levels: [{ label: 'a' }], options: [option] }).success).toBe(false);
    const five = Array.from({ length: 5 }, (_, i) => ({ label: `L${i}` }));
    expect(taskCascadeSchema.safeParse({ levels: five, options: [{ ...option, name2: 'b', name3: 'c', name4: 'd' }] }).success).toBe(false);
  });

  it('rejects inconsistent configurations', () => {
    const levels = [{ label: 'a' }, { label: 'b' }];
    const bad = (cfg: Partial<TaskCascadeInput>) => taskCascadeSchema.safeParse({ levels, ...cfg }).success;
    // missing level-2 name
    expect(bad({ options: [{ id: 1, count: 1, name1: 'x' }] })).toBe(false);
    // name beyond the last level
    expect(bad({ options: [{ id: 1, count: 1, name1: 'x', name2: 'y', name3: 'z' }] })).toBe(false);
    // duplicate task id and duplicate path
    expect(bad({ options: [{ id: 1, count: 1, name1: 'x', name2: 'y' }, { id: 1, count: 1, name1: 'x', name2: 'z' }] })).toBe(false);
    expect(bad({ options: [{ id: 1, count: 1, name1: 'x', name2: 'y' }, { id: 2, count: 1, name1: 'x', name2: 'y' }] })).toBe(false);
    // fixed level 1, fixed level out of range, name differing from the fixed value
    expect(bad({ fixed: [{ level: 1, value: 'x' }], options: [{ id: 1, count: 1, name1: 'x', name2: 'y' }] })).toBe(false);
    expect(bad({ fixed: [{ level: 3, value: 'x' }], options: [{ id: 1, count: 1, name1: 'x', name2: 'y' }] })).toBe(false);
    expect(bad({ fixed: [{ level: 2, value: 'y' }], options: [{ id: 1, count: 1, name1: 'x', name2: 'z' }] })).toBe(false);
    // direct id unknown, or sharing its first-level value
    expect(bad({ direct: [9], options: [{ id: 1, count: 1, name1: 'x', name2: 'y' }] })).toBe(false);
    expect(bad({ direct: [1], options: [{ id: 1, count: 1, name1: 'x' }, { id: 2, count: 1, name1: 'x', name2: 'y' }] })).toBe(false);
    // the good case
    expect(bad({ direct: [1], options: [{ id: 1, count: 1, name1: 'w' }, { id: 2, count: 1, name1: 'x', name2: 'y' }] })).toBe(true);
  });
});

describe('two levels', () => {
  it('lists distinct first-level values of open options in configuration order', () => {
    expect(cascadeChoices(twoLevels, [])).toEqual({ level: 1, values: ['행정', '기술'] });
  });

  it('hides options with count 0', () => {
    expect(cascadeChoices(twoLevels, ['행정'])).toEqual({ level: 2, values: ['서울', '대구'] });
    expect(cascadeChoices(twoLevels, []).values).not.toContain('전산');
    expect(resolveCascadeTask(twoLevels, ['행정', '부산'])).toBeUndefined();
  });

  it('resolves the task once both levels are chosen', () => {
    expect(resolveCascadeTask(twoLevels, [])).toBeUndefined();
    expect(resolveCascadeTask(twoLevels, ['행정'])).toBeUndefined();
    expect(resolveCascadeTask(twoLevels, ['행정', '대구'])).toBe(104);
    expect(resolveCascadeTask(twoLevels, ['기술', '서울'])).toBe(103);
    expect(cascadeChoices(twoLevels, ['기술', '서울'])).toEqual({ level: 3, values: [] });
  });

  it('labels tasks', () => {
    expect(cascadeLabel(twoLevels, 101)).toBe('행정 > 서울');
    expect(cascadePath(twoLevels, 103)).toEqual(['기술', '서울']);
  });
});

describe('four levels', () => {
  it('narrows level by level', () => {
    expect(cascadeChoices(fourLevels, []).values).toEqual(['일반', '경력']);
    expect(cascadeChoices(fourLevels, ['일반'])).toEqual({ level: 2, values: ['행정', '기술'] });
    expect(cascadeChoices(fourLevels, ['일반', '행정'])).toEqual({ level: 3, values: ['6급', '7급'] });
    expect(cascadeChoices(fourLevels, ['일반', '행정', '6급'])).toEqual({ level: 4, values: ['서울', '부산'] });
    expect(resolveCascadeTask(fourLevels, ['일반', '행정', '6급'])).toBeUndefined();
    expect(resolveCascadeTask(fourLevels, ['일반', '행정', '6급', '부산'])).toBe(202);
    expect(resolveCascadeTask(fourLevels, ['경력', '기술', '5급', '세종'])).toBe(205);
    expect(cascadeLabel(fourLevels, 203)).toBe('일반 > 행정 > 7급 > 서울');
  });
});

describe('three levels with a fixed level and a direct task', () => {
  it('skips the fixed level', () => {
    expect(selectableLevels(withFixed)).toEqual([1, 2]);
    expect(cascadeChoices(withFixed, [])).toEqual({ level: 1, values: ['일반직 7급(행정)', '일반직'] });
    expect(cascadeChoices(withFixed, ['일반직'])).toEqual({ level: 2, values: ['기술', '전산'] });
    expect(resolveCascadeTask(withFixed, ['일반직', '기술'])).toBe(11312);
    expect(resolveCascadeTask(withFixed, ['일반직', '전산'])).toBe(11314);
    expect(cascadeChoices(withFixed, ['일반직', '기술'])).toEqual({ level: 4, values: [] });
  });

  it('hides count 0 behind the fixed level too', () => {
    expect(cascadeChoices(withFixed, ['일반직']).values).not.toContain('통계');
    expect(resolveCascadeTask(withFixed, ['일반직', '통계'])).toBeUndefined();
  });

  it('selects the direct task at the first level', () => {
    expect(resolveCascadeTask(withFixed, ['일반직 7급(행정)'])).toBe(2251);
    expect(cascadeChoices(withFixed, ['일반직 7급(행정)'])).toEqual({ level: 4, values: [] });
    expect(resolveCascadeTask(withFixed, ['일반직 7급(행정)', '기술'])).toBeUndefined();
  });

  it('does not select a direct task whose count is 0', () => {
    const closed = withTaskCounts(withFixed, [
      { id: 2251, count: 0 },
      { id: 11312, count: 1 },
    ]);
    expect(cascadeChoices(closed, []).values).toEqual(['일반직']);
    expect(resolveCascadeTask(closed, ['일반직 7급(행정)'])).toBeUndefined();
    // tasks the project does not list are closed
    expect(cascadeChoices(closed, ['일반직']).values).toEqual(['기술']);
  });

  it('labels with the fixed value, the direct task with its own names', () => {
    expect(cascadeLabel(withFixed, 11312)).toBe('일반직 > 기술 > 7급');
    expect(cascadeLabel(withFixed, 11314)).toBe('일반직 > 전산 > 7급');
    expect(cascadeLabel(withFixed, 2251)).toBe('일반직 7급(행정)');
    expect(cascadePath(withFixed, 2251)).toEqual(['일반직 7급(행정)']);
    expect(cascadePath(withFixed, 11312)).toEqual(['일반직', '기술']);
  });
});

describe('unknown values', () => {
  it('offers nothing and resolves nothing', () => {
    expect(cascadeChoices(twoLevels, ['없음'])).toEqual({ level: 2, values: [] });
    expect(resolveCascadeTask(twoLevels, ['없음', '서울'])).toBeUndefined();
    expect(resolveCascadeTask(twoLevels, ['행정', '없음'])).toBeUndefined();
    expect(resolveCascadeTask(twoLevels, ['행정', '서울', '더'])).toBeUndefined();
    expect(cascadeChoices(withFixed, ['일반직', '기술', '더'])).toEqual({ level: 4, values: [] });
    expect(cascadeLabel(twoLevels, 999)).toBeUndefined();
    expect(cascadePath(twoLevels, 999)).toBeUndefined();
  });
});
