import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { MultiSelect, Select, selectMaxDropdownHeight } from './select';

describe('shared Select', () => {
  it('shows the placeholder of spec §5 and limits the menu to 220 px', () => {
    renderWithProviders(<Select label="Departamento" data={['Vendas', 'Suporte']} />);
    const input = screen.getByPlaceholderText('Digite ou selecione');
    expect(input.tagName).toBe('INPUT');
    expect(selectMaxDropdownHeight).toBe(220);
  });

  it('gives MultiSelect the same placeholder', () => {
    renderWithProviders(<MultiSelect label="Departamentos" data={['Vendas', 'Suporte']} />);
    expect(screen.getByPlaceholderText('Digite ou selecione').tagName).toBe('INPUT');
  });
});
