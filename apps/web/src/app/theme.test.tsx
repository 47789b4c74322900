import { MantineProvider, Select } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

describe('lookups ignore accents and case (the theme default filter)', { timeout: 30_000 }, () => {
  it("'civel' finds 'Cível' and 'JOAO' finds 'João' in any Select, groups included", async () => {
    const user = userEvent.setup();
    render(
      <MantineProvider env="test" theme={theme}>
        <Select
          label="Atuação"
          searchable
          data={[
            { group: 'Áreas', items: ['Cível', 'Criminal'] },
            { group: 'Pessoas', items: ['João Conceição', 'Maria'] },
          ]}
        />
      </MantineProvider>,
    );
    const campo = screen.getByLabelText('Atuação', { selector: 'input:not([type=hidden])' });
    await user.type(campo, 'civel');
    expect(screen.getByRole('option', { name: 'Cível' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Criminal' })).not.toBeInTheDocument();
    await user.clear(campo);
    await user.type(campo, 'JOAO conceicao');
    expect(screen.getByRole('option', { name: 'João Conceição' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Maria' })).not.toBeInTheDocument();
  });
});
