const MESES = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'];

/** 'setembro de 2025'. */
export const nomeDoMes = (mes: number, ano: number) => `${MESES[mes - 1]} de ${ano}`;

/** The months as select options ('1'..'12'). */
export const MESES_OPCOES = MESES.map((m, i) => ({ value: String(i + 1), label: m[0]!.toUpperCase() + m.slice(1) }));
