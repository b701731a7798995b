import { describe, expect, it } from 'vitest';
import { occupationByCode, similarOccupations } from '../src/index';
import { occupationData } from '../src/occupation/data';
import { occupationRelatedness } from '../src/occupation/related';

describe('O*NET in-demand technologies in the shipped data', () => {
  it('keeps every technology O*NET flags in demand, the field’s core ones first', () => {
    const bi = occupationByCode('15-2051.01')!;
    // SQL and Python are flagged in demand for BI analysts: our 12-item list left them out
    expect(bi.inDemand).toEqual(
      expect.arrayContaining(['Structured query language SQL', 'Python', 'Tableau', 'R']),
    );
    expect(bi.inDemand.indexOf('Structured query language SQL')).toBeLessThan(
      bi.inDemand.indexOf('Amazon Web Services AWS software'),
    );
    const ds = occupationByCode('15-2051.00')!;
    expect(ds.technologySkills).not.toContain('Structured query language SQL');
    expect(ds.inDemand.slice(0, 3)).toContain('Structured query language SQL');
    // an occupation O*NET flags nothing for has none
    expect(occupationByCode('29-1141.00')!.inDemand).toEqual([]);
  });

  it('marks developers’ tools, not office or trade ones', () => {
    const { developerTools } = occupationData();
    for (const t of ['Apache Maven', 'Django', 'Amazon DynamoDB'])
      expect(developerTools.has(t), t).toBe(true);
    for (const t of [
      'Microsoft Excel',
      'Procore software',
      'Structured query language SQL',
      'Tableau',
    ])
      expect(developerTools.has(t), t).toBe(false);
  });
});

describe('occupationRelatedness', () => {
  it('is 1 for an occupation and itself, symmetric, and 0 for unknown codes', () => {
    expect(occupationRelatedness('15-2051.01', '15-2051.01')).toBe(1);
    expect(occupationRelatedness('15-2051.01', '15-2051.00')).toBe(
      occupationRelatedness('15-2051.00', '15-2051.01'),
    );
    expect(occupationRelatedness('15-2051.01', '99-9999.00')).toBe(0);
  });

  it('puts data work near data work and far from audiology', () => {
    const near = occupationRelatedness('15-2051.01', '15-2051.00');
    const far = occupationRelatedness('15-2051.01', '29-1181.00');
    expect(near).toBeGreaterThan(0.7);
    expect(far).toBeLessThan(0.15);
    // the nurse's own informatics occupation sits between nursing and data work
    const his = '15-1211.01';
    expect(occupationRelatedness(his, '29-1141.00')).toBeGreaterThan(
      occupationRelatedness('15-2051.01', '29-1141.00'),
    );
  });

  it('does not count the broad management group as closeness by itself', () => {
    // same major and minor group, unrelated work
    expect(occupationRelatedness('11-9041.00', '11-9179.02')).toBeLessThan(
      similarOccupations('11-9041.00', '11-9179.02'),
    );
    expect(occupationRelatedness('11-9041.00', '11-3021.00')).toBeGreaterThan(
      occupationRelatedness('11-9041.00', '11-9179.02'),
    );
  });
});
