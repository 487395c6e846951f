{{/*
How the components find each other and their data stores: Secret names, keys and URLs.
The env contract itself (which variables each component gets) is in each component's template.
*/}}

{{- define "rawi.jwtSecretName" -}}
{{- .Values.jwt.existingSecret | default (printf "%s-jwt" (include "rawi.fullname" .)) -}}
{{- end -}}

{{- define "rawi.adminSecretName" -}}
{{- .Values.identity.admin.existingSecret | default (printf "%s-admin" (include "rawi.fullname" .)) -}}
{{- end -}}

{{- define "rawi.totpSecretName" -}}
{{- .Values.identity.twoFactor.existingSecret | default (printf "%s-totp" (include "rawi.fullname" .)) -}}
{{- end -}}

{{/* Holds one full MongoDB URL per service, under the service's name. */}}
{{- define "rawi.mongodbUrlSecretName" -}}
{{- if .Values.mongodb.enabled -}}
{{- printf "%s-mongodb" (include "rawi.fullname" .) -}}
{{- else -}}
{{- .Values.externalMongodb.existingSecret -}}
{{- end -}}
{{- end -}}

{{/* A service's MongoDB URL: the one host, or every replica set member and the set's name. */}}
{{- define "rawi.mongodbServiceUrl" -}}
{{- $root := .root -}}
{{- $host := include "rawi.mongodbHost" $root -}}
{{- $set := $root.Values.mongodb.replicaSet -}}
{{- if gt (int $set.members) 1 -}}
{{- $hosts := list -}}
{{- range $i := until (int $set.members) -}}
{{- $hosts = append $hosts (printf "%s-%d.%s:27017" $host $i $host) -}}
{{- end -}}
{{- printf "mongodb://%s:%s@%s/rawi_%s?replicaSet=%s" .service .password (join "," $hosts) .service $set.name -}}
{{- else -}}
{{- printf "mongodb://%s:%s@%s:27017/rawi_%s" .service .password $host .service -}}
{{- end -}}
{{- end -}}

{{- define "rawi.mongodbHost" -}}
{{- printf "%s-mongodb" (include "rawi.fullname" .) -}}
{{- end -}}

{{- define "rawi.minioSecretName" -}}
{{- .Values.minio.existingSecret | default (printf "%s-minio" (include "rawi.fullname" .)) -}}
{{- end -}}

{{/* S3 endpoint and credential Secret keys as JSON: {endpoint, secret, accessKey, secretKey}. */}}
{{- define "rawi.s3" -}}
{{- if .Values.minio.enabled -}}
{{- dict "endpoint" (printf "http://%s-minio:9000" (include "rawi.fullname" .)) "secret" (include "rawi.minioSecretName" .) "accessKey" "root-user" "secretKey" "root-password" | toJson -}}
{{- else -}}
{{- dict "endpoint" .Values.externalS3.endpoint "secret" .Values.externalS3.existingSecret "accessKey" "access-key" "secretKey" "secret-key" | toJson -}}
{{- end -}}
{{- end -}}

{{/*
What every one of the five services gets, as JSON {env, secretFiles}:
PORT, HOST, LOG_LEVEL, PUBLIC_URL, NATS_URL, MONGO_URL (file) and JWT_PUBLIC_KEY (file).
Args: dict root, name.
*/}}
{{- define "rawi.serviceWiring" -}}
{{- $root := .root -}}
{{- $values := index $root.Values .name -}}
{{- $env := dict "PORT" ($values.port | int | toString) "HOST" "0.0.0.0" "LOG_LEVEL" $root.Values.logLevel "PUBLIC_URL" $root.Values.publicUrl -}}
{{- $files := list
  (dict "env" "MONGO_URL" "secret" (include "rawi.mongodbUrlSecretName" $root) "key" .name)
  (dict "env" "JWT_PUBLIC_KEY" "secret" (include "rawi.jwtSecretName" $root) "key" "public.pem") -}}
{{- if $root.Values.nats.enabled -}}
{{- $_ := set $env "NATS_URL" (printf "nats://%s-nats:4222" (include "rawi.fullname" $root)) -}}
{{- $_ := set $env "NATS_STREAM_REPLICAS" (min 3 (int $root.Values.nats.cluster.replicas) | toString) -}}
{{- else -}}
{{- $files = append $files (dict "env" "NATS_URL" "secret" $root.Values.externalNats.existingSecret "key" "url") -}}
{{- end -}}
{{- dict "env" $env "secretFiles" $files | toJson -}}
{{- end -}}
