// About two hundred of the most used passwords (public breach-corpus top lists, plus a few local
// favourites), compared case-insensitively. Short ones are already refused by the length rule; they
// stay so the list reads like its sources.
const LIST = `
123456 password 12345678 qwerty 123456789 12345 1234 111111 1234567 dragon 123123 baseball abc123
football monkey letmein 696969 shadow master 666666 qwertyuiop 123321 mustang 1234567890 michael
654321 superman 1qaz2wsx 7777777 121212 000000 qazwsx 123qwe killer trustno1 jordan jennifer
zxcvbnm asdfgh hunter buster soccer harley batman andrew tigger sunshine iloveyou charlie robert
thomas hockey ranger daniel starwars klaster 112233 george computer michelle jessica pepper
zxcvbn 555555 11111111 131313 freedom 777777 maggie 159753 aaaaaa ginger princess joshua cheese
amanda summer ashley nicole chelsea biteme matthew access yankees 987654321 dallas austin thunder
taylor matrix password1 password12 password123 password1234 passw0rd p@ssw0rd p@ssword pa55word
welcome welcome1 welcome123 admin admin123 administrator 12345678910 123456789a qwerty123
qwerty1234 qwertyui qwerty12 1q2w3e4r 1q2w3e4r5t 1q2w3e4r5t6y zaq12wsx zaq1zaq1 iloveyou1
iloveyou123 sunshine1 football1 baseball1 princess1 abcd1234 abc12345 abcdefgh a1b2c3d4 11223344
12341234 88888888 87654321 99999999 00000000 12121212 123123123 147258369 123456a 123456789q
q1w2e3r4 q1w2e3r4t5 q1w2e3r4t5y6 asdfghjkl asdfghjk asdf1234 zxcvbnm1 letmein1 letmein123
changeme changeme1 default secret secret123 master123 monkey123 dragon123 shadow123 football123
superman1 batman123 starwars1 loveyou1 whatever computer1 internet samsung samsung1 google123
facebook mypassword 1234qwer qwer1234 qweasdzxc qweasd123 1qazxsw2 passpass testtest test1234
test12345 guest123 login123 hello123 helloworld 11111111111 1111111111 123654789 159357456
14789632 741852963 963852741 9876543210 0987654321 1234abcd abcd123456 aa123456 a123456789
password01 password2024 password2025 iloveu123 football2024 kuwait kuwait123 kuwait1234
kuwait2024 kuwait2025 q8q8q8q8 965965965 kuwait965 alkuwait 12344321 66666666 22222222 55555555
77777777 123456123 qazwsxedc qazwsx123 1qaz2wsx3edc zxcvbnm123 asdasdasd qweqweqwe 123qweasd
123qweasdzxc trustno11 fitness fitness1 fitness123 healthy123 mealplan
`;

export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(LIST.split(/\s+/).filter(Boolean));

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.trim().toLowerCase());
}
