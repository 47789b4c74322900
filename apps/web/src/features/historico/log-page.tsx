import { Stack, Tabs, Title } from '@mantine/core';
import { usePermissoes } from '../../lib/auth';
import { AlteracoesTab } from './alteracoes-tab';
import { useFiltrosUrl } from './filtros-url';
import { RegistroUsoTab } from './registro-uso-tab';

/** Log page (cadastros-relatorios §2.15): changes to the records and, for administrators, the usage log. */
export default function LogPage() {
  const filtros = useFiltrosUrl();
  const { pode } = usePermissoes();
  const podeVerUso = pode('ADMIN_ACTIONS');
  const aba = podeVerUso && filtros.get('aba') === 'uso' ? 'uso' : 'alteracoes';
  return (
    <Stack gap="md">
      <Title order={2}>Log de alterações</Title>
      {podeVerUso ? (
        <Tabs value={aba} onChange={(v) => filtros.set({ aba: v === 'uso' ? 'uso' : null })} keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="alteracoes">Alterações</Tabs.Tab>
            <Tabs.Tab value="uso">Registro de uso</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="alteracoes">
            <AlteracoesTab />
          </Tabs.Panel>
          <Tabs.Panel value="uso">
            <RegistroUsoTab />
          </Tabs.Panel>
        </Tabs>
      ) : (
        <AlteracoesTab />
      )}
    </Stack>
  );
}
