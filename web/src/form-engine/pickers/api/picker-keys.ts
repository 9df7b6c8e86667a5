/** The pickers' query keys, one factory for the pickers. */
export const pickerKeys = {
  all: ['pickers'] as const,
  medicals: (searchText: string, run: number) => ['pickers', 'medical-search', searchText, run] as const,
  address: (keyword: string, run: number) => ['pickers', 'address-search', keyword, run] as const,
  options: (type: string, taskId: number, prerequisite: string) => ['pickers', 'options', type, taskId, prerequisite] as const,
};
